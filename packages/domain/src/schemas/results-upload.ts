import { array, boolean, object, type InferType } from 'yup';
import { LONG_TEXT_MAX_LENGTH } from '../constants.js';
import { DIGITS_PATTERN, optionalText, requiredMatching, requiredText } from './fields.js';

export const RESULTS_MESSAGES = {
  subjectAndMark: 'Enter Subject and Subject Mark',
  digitsOnly: 'Enter digits only',
  markRange: 'Enter number for Mark awarded',
  noResultsReason: 'Enter reason/s for no results',
} as const;

export const MAX_MARK = 100;

const subjectSchema = object({
  subjectName: requiredText(RESULTS_MESSAGES.subjectAndMark),
  subjectMark: requiredMatching(DIGITS_PATTERN, RESULTS_MESSAGES.subjectAndMark, RESULTS_MESSAGES.digitsOnly).test(
    'mark-range',
    RESULTS_MESSAGES.markRange,
    (mark) => !mark || !DIGITS_PATTERN.test(mark) || Number(mark) <= MAX_MARK,
  ),
}).noUnknown();

// With "No results available" ticked the subjects are dropped and a reason is required instead.
export const resultsUploadSchema = object({
  no_result: boolean().default(false),
  reason: optionalText(LONG_TEXT_MAX_LENGTH).when('no_result', {
    is: true,
    then: (schema) => schema.required(RESULTS_MESSAGES.noResultsReason),
  }),
  subjects: array()
    .of(subjectSchema)
    .default([])
    .when('no_result', {
      is: true,
      then: (schema) => schema.strip(),
      otherwise: (schema) => schema.min(1, RESULTS_MESSAGES.subjectAndMark),
    }),
}).noUnknown();

export type ResultsUploadValues = InferType<typeof resultsUploadSchema>;
export type SubjectMark = InferType<typeof subjectSchema>;
