import { PHONE_LENGTH } from '@bursary/domain/constants';
import type { FieldProps } from './field-props';
import { TextInputField } from './text-input-field';

type DigitsFieldProps = FieldProps & {
  maxLength: number;
  autoComplete?: string;
};

const digitsOnly = (typed: string) => typed.replace(/\D/g, '');

/** Area codes and counts: the number keypad, and anything but digits (spaces, dashes) dropped. */
export function DigitsField(props: DigitsFieldProps) {
  return <TextInputField {...props} inputMode="numeric" transform={digitsOnly} />;
}

/** A South African phone number: 10 digits, the phone keypad, anything but digits dropped. */
export function PhoneField({ hint = '10 digits', ...props }: FieldProps & { autoComplete?: string }) {
  return <TextInputField {...props} hint={hint} type="tel" maxLength={PHONE_LENGTH} transform={digitsOnly} />;
}
