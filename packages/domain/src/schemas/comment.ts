import { object, type InferType } from 'yup';
import { requiredLongText } from './fields.js';

export const commentSchema = object({
  comment: requiredLongText('enter comment'),
}).noUnknown();

export type CommentValues = InferType<typeof commentSchema>;
