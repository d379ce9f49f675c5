import { object, type InferType } from 'yup';
import { requiredEmail } from './fields.js';

export const forgotPasswordSchema = object({
  email: requiredEmail('Enter email', 'Invalid email'),
}).noUnknown();

export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;
