import { furthestStep } from '@bursary/domain/application-steps';
import { badRequest, forbidden } from '../../../utils/api-error';
import { isPlainObject, validateBody } from '../../../utils/validate-body';
import { getService } from '../../../utils/get-service';
import { inFormNames } from '../../../utils/form-names';
import { savedStateOf } from '../../../db/applications';
import { SECTIONS, sectionsIn } from './application-sections';
import { ALREADY_SUBMITTED, assertOpenFor, assertUnsubmitted, whileUnsubmitted } from './application-window';
import { assertChoicesListed } from './check-listed-choices';

const APPLICATIONS = 'api::application.application';
// Beside the steps' fields: the ids, the step's name, and the totals a client may send (the cms
// computes them from the amounts and stores its own).
const UPDATE_ENVELOPE = ['application_id', 'applicant_id', 'section', 'total_income', 'total_expense'];
const SECTION_FORMS = Object.values(SECTIONS).map((section) => section.schema);

// Saves the steps a request carries. Applicants change only their own unsubmitted application
// while applications are open; staff (editing on an applicant's behalf) may change any.
export const updateApplication = async (applicationId: number, body: unknown, caller: { applicantId?: number }) => {
  if (!isPlainObject(body)) throw badRequest('Send the form fields as a JSON object.');
  const application = await savedStateOf(applicationId);
  if (caller.applicantId) {
    await assertOpenFor(caller.applicantId);
    assertUnsubmitted(application);
  }
  const fields = inFormNames(body, SECTION_FORMS, UPDATE_ENVELOPE);
  const names = sectionsIn(fields);
  if (names.length === 0) throw badRequest('Complete the required fields');

  const { cycle_year: cycleYear } = await getService('portal.portal-content').settings();
  let columns: Record<string, unknown> = {};
  for (const name of names) {
    const values = validateBody(SECTIONS[name].schema, fields, { cycleYear });
    columns = { ...columns, ...SECTIONS[name].toColumns(values) };
  }
  await assertChoicesListed(columns);
  // An applicant's save lands only while the application is unsubmitted (application-window.ts).
  const { count } = await strapi.db.query(APPLICATIONS).updateMany({
    where: { id: applicationId, ...(caller.applicantId && whileUnsubmitted()) },
    data: { ...columns, last_saved_step: names.reduce<string | null>(furthestStep, application.last_saved_step) },
  });
  if (count !== 1) throw forbidden(ALREADY_SUBMITTED);
};
