import { string } from 'yup';

const emailField = string().email();

export function isEmail(value: string): boolean {
  return value !== '' && emailField.isValidSync(value);
}

export function isSameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}

// "a@x.org ; b@y.org;" -> ['a@x.org', 'b@y.org']: whitespace anywhere is dropped, as are empty entries.
export function parseRecipients(input: string | null | undefined): string[] {
  return (input ?? '')
    .replace(/\s/g, '')
    .split(';')
    .filter((address) => address !== '');
}

export function firstInvalidRecipient(input: string | null | undefined): string | null {
  return parseRecipients(input).find((address) => !isEmail(address)) ?? null;
}
