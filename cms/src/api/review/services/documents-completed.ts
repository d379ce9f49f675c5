import type { Core } from '@strapi/strapi';
import { documentsCompletedRefusal } from '@bursary/domain/application-standing';
import { badRequest, conflict } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import type { StaffActor } from '../../../utils/require-staff';

const APPLICATIONS = 'api::application.application';

export const NOT_THIS_APPLICANT = "This application is not that applicant's.";

const documentsCompleted = ({ strapi }: { strapi: Core.Strapi }) => ({
  // Marks the documents completed (keeping the first date it was done) and e-mails the applicant.
  // Marking again sends the e-mail again: that is how staff resend one that could not be delivered.
  async complete(staff: StaffActor, applicationId: number, applicantId: number | null) {
    const applicant = await strapi.db.transaction(async () => {
      const application = await strapi.db.query(APPLICATIONS).findOne({
        where: { id: applicationId },
        select: ['id', 'accept_decline', 'docs_completed', 'docs_completed_at'],
        populate: { applicant: { select: ['id', 'first_name', 'last_name', 'email'] } },
      });
      if (applicantId !== null && application.applicant?.id !== applicantId) throw badRequest(NOT_THIS_APPLICANT);
      // The e-mail tells the applicant that their bursary will now be paid: the back office offers it by the same rule.
      const refusal = documentsCompletedRefusal(application.accept_decline);
      if (refusal) throw conflict(refusal);

      const completedAt = application.docs_completed_at ?? new Date().toISOString();
      await strapi.db.query(APPLICATIONS).update({
        where: { id: applicationId },
        data: { docs_completed: true, docs_completed_at: new Date(completedAt) },
      });
      await getService('audit.audit-log').record(staff, {
        action: 'documents.completed',
        targetType: 'application',
        targetId: applicationId,
        before: { docs_completed: Boolean(application.docs_completed), docs_completed_at: application.docs_completed_at ?? null },
        after: { docs_completed: true, docs_completed_at: completedAt },
        details: { emailed: application.applicant.email },
      });
      return application.applicant as { first_name: string; last_name: string; email: string };
    });

    const mail = await getService('messaging.mailer').send('documents_completed', {
      to: applicant.email,
      values: { first_name: applicant.first_name, last_name: applicant.last_name },
      applicationId,
      sentByUserId: staff.userId,
    });
    return { applicant, mail };
  },
});

export type DocumentsCompletedService = ReturnType<typeof documentsCompleted>;
export default documentsCompleted;
