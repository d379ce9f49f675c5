import type { Core } from '@strapi/strapi';
import { ASSIGN_FROM_POOL_MESSAGES } from '@bursary/domain/schemas/assign-from-pool';
import { ASSIGN_FROM_POOL_MAX, REVIEWER_MESSAGES, reviewerName, type ApplicationAssignments, type AssignFromPoolResponse } from '@bursary/domain/reviewers';
import { badRequest, conflict } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import type { StaffActor } from '../../../utils/require-staff';
import { applicationsToAssign, assignmentIdsOf, assignmentsOf, isSubmittedApplication } from '../../../db/review-assignments';
import { staffName } from '../../review/utils/staff-name';

const ASSIGNMENTS = 'api::selection.review-assignment';

export const NOT_SUBMITTED = 'Only a submitted application can be given to a reviewer.';

// Which reviewers an application is given to (issue 18). An application given to nobody is in the
// open pool: every reviewer may read and score it. Staff assign one application at a time from its
// detail, or a batch from the pool to one reviewer; each change is in the access log.
const reviewAssignments = ({ strapi }: { strapi: Core.Strapi }) => {
  const audit = (staff: StaffActor, action: string, applicationId: number, details: Record<string, unknown>) =>
    getService('audit.audit-log').record(staff, { action, targetType: 'application', targetId: applicationId, details });

  const activeReviewer = async (userId: number) => {
    const reviewer = await getService('selection.reviewers').reviewerOf(userId);
    const name = reviewerName({ first_name: reviewer.first_name ?? '', last_name: reviewer.last_name ?? '' }) || reviewer.email;
    if (reviewer.blocked) throw conflict(REVIEWER_MESSAGES.deactivatedCannotBeAssigned(name));
    return { ...reviewer, name };
  };

  // One assignment row; the unique slot makes a second, concurrent one fail instead of doubling it.
  const assignOne = async (staff: StaffActor, applicationId: number, reviewerId: number) => {
    if ((await assignmentIdsOf(applicationId, reviewerId)).length > 0) return false;
    try {
      await strapi.db.query(ASSIGNMENTS).create({
        data: { application: applicationId, reviewer: reviewerId, assignment_slot: `${applicationId}:${reviewerId}`, assigned_by: staffName(staff) },
      });
      return true;
    } catch (error) {
      if ((await assignmentIdsOf(applicationId, reviewerId)).length > 0) return false;
      throw error;
    }
  };

  const service = {
    async of(applicationId: number): Promise<ApplicationAssignments> {
      const rows = await assignmentsOf(applicationId);
      return {
        application_id: applicationId,
        reviewers: rows.map((row) => ({
          user_id: Number(row.user_id),
          name: reviewerName({ first_name: row.first_name ?? '', last_name: row.last_name ?? '' }) || row.email,
          email: row.email,
        })),
      };
    },

    async assign(staff: StaffActor, applicationId: number, reviewerId: number) {
      const reviewer = await activeReviewer(reviewerId);
      if (!(await isSubmittedApplication(applicationId))) throw conflict(NOT_SUBMITTED);
      if (await assignOne(staff, applicationId, reviewerId)) {
        await audit(staff, 'reviewer.assign', applicationId, { after: { reviewer_id: reviewerId, reviewer: reviewer.name } });
      }
      return service.of(applicationId);
    },

    async unassign(staff: StaffActor, applicationId: number, reviewerId: number) {
      const reviewer = await getService('selection.reviewers').reviewerOf(reviewerId);
      const ids = await assignmentIdsOf(applicationId, reviewerId);
      if (ids.length > 0) {
        await strapi.db.query(ASSIGNMENTS).deleteMany({ where: { id: { $in: ids } } });
        await audit(staff, 'reviewer.unassign', applicationId, { before: { reviewer_id: reviewerId, reviewer: reviewer.email } });
      }
      return service.of(applicationId);
    },

    async assignFromPool(staff: StaffActor, reviewerId: number, year: number, count: unknown): Promise<AssignFromPoolResponse> {
      if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > ASSIGN_FROM_POOL_MAX) throw badRequest(ASSIGN_FROM_POOL_MESSAGES.count);
      const reviewer = await activeReviewer(reviewerId);
      const ids = await applicationsToAssign(reviewerId, year, count as number);
      const assigned: number[] = [];
      for (const applicationId of ids) {
        if (await assignOne(staff, applicationId, reviewerId)) assigned.push(applicationId);
      }
      if (assigned.length > 0) {
        await getService('audit.audit-log').record(staff, {
          action: 'reviewer.assign',
          targetType: 'application',
          targetId: null,
          details: { after: { reviewer_id: reviewerId, reviewer: reviewer.name, application_year: year, application_ids: assigned } },
        });
      }
      return { assigned: assigned.length, message: REVIEWER_MESSAGES.assigned(assigned.length, reviewer.name) };
    },
  };
  return service;
};

export type ReviewAssignmentsService = ReturnType<typeof reviewAssignments>;
export default reviewAssignments;
