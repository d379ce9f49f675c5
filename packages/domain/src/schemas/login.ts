import { object, string, type InferType } from 'yup';
import { stepGate } from '../step-gate.js';

export const loginSchema = object({
  email: string().trim().required('Enter your email'),
  password: string().required('Enter password'),
}).noUnknown();

export type LoginValues = InferType<typeof loginSchema>;

export const LOGIN_EMPTY_MESSAGE = 'Enter registration data';

export function loginGate(values: Readonly<Record<string, unknown>>): string | null {
  return stepGate(loginSchema, values, { emptyMessage: LOGIN_EMPTY_MESSAGE });
}
