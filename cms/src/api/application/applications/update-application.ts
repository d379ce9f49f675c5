import { badRequest, forbidden } from '../../../utils/api-error';
import { isPlainObject, validateBody } from '../../../utils/validate-body';
import { getService } from '../../../utils/get-service';
import { inFormNames } from '../../../utils/form-names';
import { savedStateOf } from '../../../db/applications';
import { SECTIONS, sectionsIn } from './application-sections';
import { ALREADY_SUBMITTED, assertChangeable, assertOpenFor, whileChangeable } from './application-window';
import { assertChoicesListed } from './check-listed-choices';
import { progressAfter } from './record-progress';

const APPLICATIONS = 'api::application.application';
// Beside the steps' fields: the ids, the step's name, and the totals a client may send (the cms
// computes them from the amounts and stores its own).
const UPDATE_ENVELOPE = ['application_id', 'applicant_id', 'section', 'total_income', 'total_expense'];
const SECTION_FORMS = Object.values(SECTIONS).map((section) => section.schema);

// Saves the steps a request carries. Applicants change only their own unsubmitted, unwithdrawn
// application while applications are open; staff (editing on an applicant's behalf) may change any.
export const updateApplication = async (applicationId: number, body: unknown, caller: { applicantId?: number }) => {
  if (!isPlainObject(body)) throw badRequest('Send the form fields as a JSON object.');
  const application = await savedStateOf(applicationId);
  if (caller.applicantId) {
    await assertOpenFor(caller.applicantId);
    assertChangeable(application);
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
  // An applicant's save lands only while the application may change (application-window.ts). Staff
  // saving a step on the applicant's behalf move the progress on too, but not when the applicant last saved.
  const progress = progressAfter(application.last_saved_step, names);
  const { count } = await strapi.db.query(APPLICATIONS).updateMany({
    where: { id: applicationId, ...(caller.applicantId && whileChangeable()) },
    data: { ...columns, last_saved_step: progress.last_saved_step, ...(caller.applicantId && { last_saved_at: progress.last_saved_at }) },
  });
  if (count === 1) return;
  // Submitted or withdrawn meanwhile: say which.
  assertChangeable(await savedStateOf(applicationId));
  throw forbidden(ALREADY_SUBMITTED);
};
