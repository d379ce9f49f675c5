import { object, type InferType } from 'yup';
import { LONG_TEXT_MAX_LENGTH } from '../constants.js';
import { DECISION_CHOICES } from '../options/decisions.js';
import { optionalText, requiredChoice } from './fields.js';

// Validates the body of POST /api/addstatus; the form's radio (1 accept, 2 decline) goes through statusIdOf first.
export const decisionSchema = object({
  status_id: requiredChoice(
    DECISION_CHOICES.map((choice) => choice.statusId),
    'Select Accept or Decline',
  ),
  note: optionalText(LONG_TEXT_MAX_LENGTH),
  subject_to: optionalText(LONG_TEXT_MAX_LENGTH),
}).noUnknown();

export type DecisionValues = InferType<typeof decisionSchema>;
