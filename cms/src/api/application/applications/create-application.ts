import { APPLICATION_EXISTS_ERROR } from '@bursary/domain/constants';
import { badRequest, conflict } from '../../../utils/api-error';
import { isPlainObject, validateBody } from '../../../utils/validate-body';
import { getService } from '../../../utils/get-service';
import { inFormNames } from '../../../utils/form-names';
import { SECTIONS } from './application-sections';
import { STATUS, assertOpenFor } from './application-window';
import { assertChoicesListed } from './check-listed-choices';
import { currentApplication } from './find-application';
import { progressAfter, progressBeforeApplication } from './record-progress';

const APPLICATIONS = 'api::application.application';
// Beside the step's fields: the ids.
const CREATE_ENVELOPE = ['application_id', 'applicant_id'];

// The University step creates the cycle's application; a second create answers the spec's
// "application already exist" with the ids of the one there is.
export const createApplication = async (applicantId: number, body: unknown) => {
  await assertOpenFor(applicantId);
  const { cycle_year: cycleYear } = await getService('portal.portal-content').settings();
  if (!isPlainObject(body)) throw badRequest('Send the form fields as a JSON object.');
  const values = validateBody(SECTIONS.university.schema, inFormNames(body, [SECTIONS.university.schema], CREATE_ENVELOPE), { cycleYear });
  await assertChoicesListed(values);

  const existsAnswer = (row: { id: number; status_id: number }) =>
    conflict(APPLICATION_EXISTS_ERROR, { application_id: row.id, status_id: row.status_id });
  const existing = await currentApplication(applicantId);
  if (existing) throw existsAnswer(existing);

  const applicantYearKey = `${applicantId}:${cycleYear}`;
  try {
    const created = await strapi.db.query(APPLICATIONS).create({
      data: {
        ...values,
        applicant: applicantId,
        applicant_year_key: applicantYearKey,
        application_year: cycleYear,
        application_date: new Date(),
        status_id: STATUS.STARTED,
        accept_decline: 2,
        submitted: false,
        ...progressAfter(await progressBeforeApplication(applicantId), ['university']),
      },
    });
    return { application_id: created.id as number, status_id: STATUS.STARTED };
  } catch (error) {
    // Two creates at once: the unique applicant-and-year key lets only one through. The winner
    // is found by that key, which it wrote first (its link to the applicant may not be there yet).
    const winner = await strapi.db.query(APPLICATIONS).findOne({ where: { applicant_year_key: applicantYearKey } });
    if (winner) throw existsAnswer(winner);
    throw error;
  }
};
