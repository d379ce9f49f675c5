import type { Core } from '@strapi/strapi';
import type { AddStatusesResponse, DecisionEntry } from '@bursary/domain/back-office-api';
import { WITHDRAWN_NOT_DECIDABLE } from '@bursary/domain/application-status';
import { acceptDeclineOf, decidedLabelOf, type DecisionStatusId } from '@bursary/domain/options/decisions';
import type { DecisionValues } from '@bursary/domain/schemas/decision';
import { ApiError, conflict, notFound } from '../../../utils/api-error';
import { APPLICATION_NOT_FOUND } from '../../../utils/require-applicant';
import { getService } from '../../../utils/get-service';
import type { StaffActor } from '../../../utils/require-staff';
import { staffName } from '../utils/staff-name';

const APPLICATIONS = 'api::application.application';
const DECISIONS = 'api::review.decision';

type DecisionRow = {
  id: number;
  status_id: DecisionStatusId;
  note: string | null;
  subject_to: string | null;
  decided_by_name: string | null;
  decided_at: string | Date;
};

export const NOT_SUBMITTED = 'Only a submitted application can be accepted or declined, and this one has not been submitted yet.';

// Accept or decline: each decision is kept (with its note and "subject to"), and the newest one is
// the application's accept_decline.
const decisions = ({ strapi }: { strapi: Core.Strapi }) => ({
  async decide(staff: StaffActor, applicationId: number, values: DecisionValues) {
    const statusId = values.status_id as DecisionStatusId;
    const acceptDecline = acceptDeclineOf(statusId);
    return strapi.db.transaction(async () => {
      const application = await strapi.db.query(APPLICATIONS).findOne({
        where: { id: applicationId },
        select: ['id', 'submitted', 'accept_decline', 'withdrawn_at'],
        populate: { applicant: { select: ['first_name', 'last_name'] } },
      });
      if (!application) throw notFound(APPLICATION_NOT_FOUND);
      if (!application.submitted) throw conflict(NOT_SUBMITTED);
      // The applicant's withdrawal and a decision exclude each other: whichever is saved first stands.
      if (application.withdrawn_at) throw conflict(WITHDRAWN_NOT_DECIDABLE);

      const decision = await strapi.db.query(DECISIONS).create({
        data: {
          application: applicationId,
          status_id: statusId,
          note: values.note || null,
          subject_to: values.subject_to || null,
          decided_by: staff.userId,
          decided_by_name: staffName(staff),
          decided_at: new Date(),
        },
      });
      await strapi.db.query(APPLICATIONS).update({ where: { id: applicationId }, data: { accept_decline: acceptDecline } });
      await getService('audit.audit-log').record(staff, {
        action: 'decision.add',
        targetType: 'application',
        targetId: applicationId,
        before: { accept_decline: application.accept_decline },
        after: { accept_decline: acceptDecline, status_id: statusId, note: decision.note, subject_to: decision.subject_to },
        details: { decision_id: decision.id },
      });
      const { first_name: firstName, last_name: lastName } = application.applicant ?? {};
      return `${firstName} ${lastName} ${statusId === 1 ? 'accepted' : 'declined'}`;
    });
  },

  /**
   * The grid's bulk decision: each application decided as `decide` decides one, in its own
   * transaction (its decision row, its access-log row), so one that may not be decided (withdrawn,
   * not submitted, not found) is refused alone and the others stand.
   */
  async decideMany(staff: StaffActor, applicationIds: number[], values: DecisionValues): Promise<AddStatusesResponse> {
    const decided: number[] = [];
    const refused: AddStatusesResponse['refused'] = [];
    for (const applicationId of applicationIds) {
      try {
        await this.decide(staff, applicationId, values);
        decided.push(applicationId);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        refused.push({ application_id: applicationId, error: error.message });
      }
    }
    const verb = values.status_id === 1 ? 'accepted' : 'declined';
    const success = decided.length === 0 ? `No application was ${verb}.` : `${decided.length} ${decided.length === 1 ? 'application' : 'applications'} ${verb}.`;
    return { success, decided, refused };
  },

  // The decisions read back, newest first: what was decided, why, subject to what, by whom and when.
  async list(applicationId: number): Promise<DecisionEntry[]> {
    const rows: DecisionRow[] = await strapi.db.query(DECISIONS).findMany({
      where: { application: { id: applicationId } },
      select: ['id', 'status_id', 'note', 'subject_to', 'decided_by_name', 'decided_at'],
      orderBy: [{ decided_at: 'desc' }, { id: 'desc' }],
    });
    return rows.map((row) => ({
      decision_id: row.id,
      status_id: row.status_id,
      decision: decidedLabelOf(row.status_id),
      note: row.note,
      subject_to: row.subject_to,
      decided_by: row.decided_by_name,
      decided_at: new Date(row.decided_at).toISOString(),
    }));
  },
});

export type DecisionsService = ReturnType<typeof decisions>;
export default decisions;
