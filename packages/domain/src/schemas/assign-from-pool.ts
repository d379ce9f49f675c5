import { number, object, type InferType } from 'yup';
import { ASSIGN_FROM_POOL_MAX } from '../reviewers.js';

export const ASSIGN_FROM_POOL_MESSAGES = {
  count: `Enter how many applications to assign: a whole number from 1 to ${ASSIGN_FROM_POOL_MAX}`,
  year: 'Choose the application year to assign from',
} as const;

// POST /api/assignfrompool's choices (reviewers.ts): how many more applications, of which year. The reviewer is the row's.
export const assignFromPoolSchema = object({
  count: number()
    .typeError(ASSIGN_FROM_POOL_MESSAGES.count)
    .required(ASSIGN_FROM_POOL_MESSAGES.count)
    .integer(ASSIGN_FROM_POOL_MESSAGES.count)
    .min(1, ASSIGN_FROM_POOL_MESSAGES.count)
    .max(ASSIGN_FROM_POOL_MAX, ASSIGN_FROM_POOL_MESSAGES.count),
  application_year: number().typeError(ASSIGN_FROM_POOL_MESSAGES.year).required(ASSIGN_FROM_POOL_MESSAGES.year).integer(ASSIGN_FROM_POOL_MESSAGES.year),
}).noUnknown();

export type AssignFromPoolValues = InferType<typeof assignFromPoolSchema>;
