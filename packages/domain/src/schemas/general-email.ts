import { object, type InferType } from 'yup';
import { bodyField, ccRecipientsField, subjectField, toRecipientsField } from './email-recipients.js';

export const generalEmailSchema = object({
  to: toRecipientsField(),
  cc: ccRecipientsField(),
  subject: subjectField(),
  body: bodyField(),
}).noUnknown();

export type GeneralEmailValues = InferType<typeof generalEmailSchema>;
