import { object, string, type InferType } from 'yup';
import { isSameEmail } from '../recipients.js';
import { acceptedCheckbox, requiredEmail, requiredText } from './fields.js';
import { passwordConfirmationField, passwordField } from './password.js';

// re_email exists only in the variant with a confirm-e-mail field: absent (undefined) passes, present must match.
const confirmEmailField = string()
  .trim()
  .test('confirm-email', function confirmEmail(value) {
    if (value === undefined) return true;
    if (value === null || value === '') return this.createError({ message: 'Confirm your email' });
    if (!isSameEmail(value, this.parent.email)) return this.createError({ message: 'Emails must match' });
    return true;
  })
  .nullable()
  .optional();

export const registrationSchema = object({
  first_name: requiredText('Enter first name'),
  last_name: requiredText('Enter last name'),
  email: requiredEmail('Enter email', 'Invalid email'),
  re_email: confirmEmailField,
  password: passwordField(),
  re_password: passwordConfirmationField(),
  tc: acceptedCheckbox('Check Ts&Cs to continue'),
}).noUnknown();

export type RegistrationValues = InferType<typeof registrationSchema>;
