import { string } from 'yup';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { tooLongMessage } from './fields.js';

export const PASSWORD_MESSAGES = {
  required: 'Enter password',
  weak: 'Use 8 or more characters with a mix of letters and numbers',
  confirmRequired: 'Confirm password',
  mismatch: 'Passwords must match',
} as const;

// Long enough for any passphrase, short enough to keep hashing cheap.
export const PASSWORD_MAX_LENGTH = 128;

// At least 8 characters, only letters, digits and ! & @ # $, with at least one letter and one digit.
export const PASSWORD_PATTERN = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d!&@#$]{${PASSWORD_MIN_LENGTH},}$`);

export function passwordField() {
  return string()
    .required(PASSWORD_MESSAGES.required)
    .matches(PASSWORD_PATTERN, { message: PASSWORD_MESSAGES.weak, excludeEmptyString: true })
    .max(PASSWORD_MAX_LENGTH, tooLongMessage(PASSWORD_MAX_LENGTH));
}

export function passwordConfirmationField() {
  return string()
    .required(PASSWORD_MESSAGES.confirmRequired)
    .test('matches-password', PASSWORD_MESSAGES.mismatch, function matchesPassword(value) {
      return !value || !this.parent.password || value === this.parent.password;
    });
}
