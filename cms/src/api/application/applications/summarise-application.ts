import { summaryGroups } from '@bursary/domain/application-summary';
import { getService } from '../../../utils/get-service';

const APPLICATIONS = 'api::application.application';

// The review page's labelled groups: the profile and the application together.
export const summariseApplication = async (applicantId: number, applicationId: number) => {
  const [person, application] = await Promise.all([
    getService('applicant.profile').find(applicantId),
    strapi.db.query(APPLICATIONS).findOne({ where: { id: applicationId } }),
  ]);
  return { groups: summaryGroups({ ...application, ...person }) };
};
