import type { FieldProps } from './field-props';
import { TextInputField } from './text-input-field';

type AmountFieldProps = FieldProps & {
  onBlur?: () => void;
};

// Digits and one decimal point only: letters, spaces and signs never reach the form.
function toAmountText(input: string): string {
  const [whole, ...fraction] = input.replace(/[^\d.]/g, '').split('.');
  return fraction.length > 0 ? `${whole}.${fraction.join('').slice(0, 2)}` : whole;
}

/** A rand amount that accepts only numbers; required unless said otherwise. */
export function AmountField({ isRequired = true, ...props }: AmountFieldProps) {
  return (
    <TextInputField {...props} isRequired={isRequired} prefix="R" inputMode="decimal" maxLength={11} transform={toAmountText} />
  );
}
