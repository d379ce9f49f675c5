import type { ApplicationAssignments, AssignReviewerRequest } from '@bursary/domain/reviewers';
import { apiClient } from '@bursary/web-ui/api-client';

/** POST /api/assignreviewer (staff only): answers the application's reviewers as they now are. */
export const assignReviewer = (request: AssignReviewerRequest) => apiClient.post<ApplicationAssignments>('/api/assignreviewer', request);

/** POST /api/unassignreviewer (staff only): answers the application's reviewers as they now are. */
export const unassignReviewer = (request: AssignReviewerRequest) => apiClient.post<ApplicationAssignments>('/api/unassignreviewer', request);
