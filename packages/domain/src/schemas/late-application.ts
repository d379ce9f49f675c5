import { object, type InferType } from 'yup';
import { firstInvalidRecipient } from '../recipients.js';
import { bodyField, recipientsText, subjectField } from './email-recipients.js';
import { requiredEmail } from './fields.js';

export const lateApplicationSchema = object({
  email: requiredEmail('Enter email', 'Invalid email'),
  cc: recipientsText()
    .nullable()
    .optional()
    .test('valid-cc', 'Invalid email for CC', (value) => firstInvalidRecipient(value) === null),
  subject: subjectField(),
  body: bodyField(),
}).noUnknown();

export type LateApplicationValues = InferType<typeof lateApplicationSchema>;
