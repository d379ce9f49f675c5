import { furthestStep, type SavedStep } from '@bursary/domain/application-steps';
import { currentApplication } from './find-application';

// How far the applicant got (last_saved_step), for the forms to resume there and for staff to see
// (with when it was last saved, last_saved_at): on the application once it exists, before that on
// the profile (the first two steps come before the application).

const APPLICATIONS = 'api::application.application';
const APPLICANTS = 'api::applicant.applicant';

/** The application's columns after the applicant saved `steps`: the furthest step saved, and now. */
export const progressAfter = (saved: string | null | undefined, steps: readonly SavedStep[]) => ({
  last_saved_step: steps.reduce<string | null>(furthestStep, saved ?? null),
  last_saved_at: new Date(),
});

export const recordProgress = async (applicantId: number, step: SavedStep) => {
  const application = await currentApplication(applicantId);
  if (application) {
    await strapi.db.query(APPLICATIONS).update({ where: { id: application.id }, data: progressAfter(application.last_saved_step, [step]) });
    return;
  }
  const applicant = await strapi.db.query(APPLICANTS).findOne({ where: { id: applicantId }, select: ['last_saved_step'] });
  await strapi.db.query(APPLICANTS).update({
    where: { id: applicantId },
    data: { last_saved_step: furthestStep(applicant?.last_saved_step, step) },
  });
};

export const progressBeforeApplication = async (applicantId: number): Promise<string | null> => {
  const applicant = await strapi.db.query(APPLICANTS).findOne({ where: { id: applicantId }, select: ['last_saved_step'] });
  return applicant?.last_saved_step ?? null;
};
