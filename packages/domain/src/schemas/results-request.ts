import { array, object, type InferType } from 'yup';
import { recordIdField } from '../record-id.js';
import { RESULT_TYPE } from '../options/results-periods.js';
import { bodyField, ccRecipientsField, subjectField } from './email-recipients.js';
import { requiredChoice } from './fields.js';

const SELECT_APPLICANTS_MESSAGE = 'Select at least one applicant';

export const resultsRequestSchema = object({
  cc: ccRecipientsField(),
  subject: subjectField(),
  body: bodyField(),
  resultType: requiredChoice([RESULT_TYPE.MID_YEAR, RESULT_TYPE.FINAL_YEAR], 'Select results period'),
  selectedApps: array()
    .of(recordIdField(SELECT_APPLICANTS_MESSAGE).required(SELECT_APPLICANTS_MESSAGE))
    .required(SELECT_APPLICANTS_MESSAGE)
    .min(1, SELECT_APPLICANTS_MESSAGE),
}).noUnknown();

export type ResultsRequestValues = InferType<typeof resultsRequestSchema>;
