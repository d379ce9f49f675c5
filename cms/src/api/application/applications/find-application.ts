import { getService } from '../../../utils/get-service';
import { dashboardRowOf } from '../../../db/applications';

const APPLICATIONS = 'api::application.application';

const cycleYear = async () => (await getService('portal.portal-content').settings()).cycle_year;

/** The applicant's application of a cycle, or null. */
export const findForYear = (applicantId: number, year: number) =>
  strapi.db.query(APPLICATIONS).findOne({ where: { applicant: { id: applicantId }, application_year: year } });

/** The applicant's application of the cycle being applied for, or null. */
export const currentApplication = async (applicantId: number) => findForYear(applicantId, await cycleYear());

// What the outcome dashboard shows of this cycle's application (read on every visit to it).
export const dashboardRow = async (applicantId: number) => dashboardRowOf(applicantId, await cycleYear());
