import { APPLICATION_FIELDS, type FieldStep } from './application-fields.js';
import { APPLICATION_STEP_KEYS, stepTitle } from './application-steps.js';
import { fieldLabel, fieldText } from './field-display.js';

// The review page's labelled groups (and the applicant's profile and the .docx application form):
// each step's answers under their labels, with the wizard step its edit icon returns to.
export type SummaryStep = FieldStep;
export type SummaryGroup = { title: string; step: SummaryStep; items: { label: string; value: string }[] };

const SUMMARY_STEPS = APPLICATION_STEP_KEYS.filter((key): key is SummaryStep => key !== 'documents');

const REVIEWED_FIELDS = APPLICATION_FIELDS.filter((field) => !field.isStaffOnly);

// The labelled groups for one applicant and application; empty optional answers are left out.
export function summaryGroups(record: Readonly<Record<string, unknown>>): SummaryGroup[] {
  return SUMMARY_STEPS.map((step) => ({
    title: stepTitle(step),
    step,
    items: REVIEWED_FIELDS.filter((field) => field.step === step)
      .map((field) => ({ label: fieldLabel(field, 'review'), value: fieldText(field, record[field.name], 'review') }))
      .filter((item) => item.value !== ''),
  }));
}
