import { object, string, type InferType } from 'yup';
import { passwordConfirmationField, passwordField } from './password.js';

export const resetPasswordSchema = object({
  password: passwordField(),
  re_password: passwordConfirmationField(),
}).noUnknown();

export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;

// Body of POST /api/handlepasswordchange/{token}: the token also travels in the path, so it may be left out here.
export const resetPasswordRequestSchema = object({
  token: string().trim().optional(),
  password: passwordField(),
}).noUnknown();

export type ResetPasswordRequest = InferType<typeof resetPasswordRequestSchema>;
