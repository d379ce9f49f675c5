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
const PASSWORD_MAX_LENGTH = 128;

/** The only symbols a password may hold, besides letters and digits. */
export const PASSWORD_SYMBOLS = ['!', '&', '@', '#', '$'] as const;

const escaped = PASSWORD_SYMBOLS.map((symbol) => `\\${symbol}`).join('');

// At least 8 characters, only letters, digits and the symbols above, with at least one letter and one digit.
export const PASSWORD_PATTERN = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d${escaped}]{${PASSWORD_MIN_LENGTH},}$`);

/**
 * The whole rule in words, shown under every new-password field before the first try: the spec's
 * message ("a mix of letters and numbers") does not say which symbols are refused.
 */
export const PASSWORD_HINT = `Use ${PASSWORD_MIN_LENGTH} or more characters: letters and numbers, at least one of each. You may also use ${PASSWORD_SYMBOLS.join(' ')} but no other symbols or spaces.`;

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
