import type { FieldProps } from './field-props';
import { TextInputField } from './text-input-field';

type AmountFieldProps = FieldProps & {
  onBlur?: () => void;
};

// What an amount can be typed with: digits, spaces between thousands (any kind), a decimal comma or
// point. Letters and signs never reach the form; the schema reads the rest ("R65 000,50" is 65000.5)
// and refuses, with the field's message, what could be read two ways ("65,000").
function toAmountText(input: string): string {
  return input.replace(/[^\d\s\u00a0\u2009\u202f.,]/gu, '').replace(/^\s+/u, '');
}

/** A rand amount as South Africans write it; required unless said otherwise. */
export function AmountField({ isRequired = true, ...props }: AmountFieldProps) {
  return (
    <TextInputField {...props} isRequired={isRequired} prefix="R" inputMode="decimal" maxLength={16} transform={toAmountText} />
  );
}
