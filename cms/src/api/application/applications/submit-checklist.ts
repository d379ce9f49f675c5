import { APPLICANT_DOCUMENTS } from '@bursary/domain/options/document-kinds';
import { basicInfoSchema } from '@bursary/domain/schemas/basic-info';
import { socialInfoSchema } from '@bursary/domain/schemas/social-info';
import { messagesInFieldOrder } from '@bursary/domain/step-gate';
import { stepTitle, type ApplicationStepKey } from '@bursary/domain/application-steps';
import { getService } from '../../../utils/get-service';
import { documentFieldsOf } from '../../../db/documents';
import { SECTIONS, SECTION_NAMES, sectionValues } from './application-sections';

type StepCheck = [ApplicationStepKey, Parameters<typeof messagesInFieldOrder>[0], Record<string, unknown>, Record<string, unknown>];

// What is still missing before submitting, as a message naming the step, or null: every step in
// the wizard's order (the profile's two, then the application's four), then the four documents.
export const missingForSubmit = async (applicantId: number, application: Record<string, any>) => {
  const person = await getService('applicant.profile').formValues(applicantId);
  const { cycle_year: cycleYear } = await getService('portal.portal-content').settings();
  const steps: StepCheck[] = [
    ['basic', basicInfoSchema, person ?? {}, { email: person?.email }],
    ['social', socialInfoSchema, person ?? {}, { country: person?.country }],
    ...SECTION_NAMES.map((name): StepCheck => [name, SECTIONS[name].schema, sectionValues(name, application), { cycleYear }]),
  ];
  for (const [step, schema, values, context] of steps) {
    const [problem] = messagesInFieldOrder(schema, values, context);
    if (problem) return `Complete the ${stepTitle(step)} step: ${problem}`;
  }
  const fields = new Set(await documentFieldsOf(application.id));
  const missing = APPLICANT_DOCUMENTS.find((document) => !fields.has(document.field));
  return missing ? `Upload file for ${missing.label}` : null;
};
