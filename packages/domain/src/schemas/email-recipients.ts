import { string } from 'yup';
import { EMAIL_BODY_MAX_LENGTH } from '../constants.js';
import { firstInvalidRecipient, parseRecipients } from '../recipients.js';
import { requiredText } from './fields.js';

// Addresses are separated by semicolons; whitespace is dropped, so the cast value is the cleaned list.
export function recipientsText() {
  return string().transform((value: unknown) => (typeof value === 'string' ? parseRecipients(value).join(';') : value));
}

export function toRecipientsField() {
  return recipientsText()
    .required('Enter email')
    .test('valid-recipients', function validRecipients(value) {
      const invalid = firstInvalidRecipient(value);
      return invalid === null || this.createError({ message: `entered ${invalid} not valid email` });
    });
}

export function ccRecipientsField() {
  return recipientsText()
    .nullable()
    .optional()
    .test('valid-cc', function validCc(value) {
      const invalid = firstInvalidRecipient(value);
      return invalid === null || this.createError({ message: `CC ${invalid} not valid email` });
    });
}

export function subjectField() {
  return requiredText('Enter subject');
}

export function bodyField() {
  return requiredText('Enter message', EMAIL_BODY_MAX_LENGTH);
}
