import type { ApplicationAssignments } from '@bursary/domain/reviewers';
import { apiClient, withQuery } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

const assignmentsPath = (applicationId: number) => withQuery('/api/getassignments', { application_id: applicationId });

/** GET /api/getassignments?application_id (staff only): the application's reviewers; none means the open pool. */
export const getAssignments = (applicationId: number) => apiClient.get<ApplicationAssignments>(assignmentsPath(applicationId));

export function useAssignments(applicationId: number) {
  return useSWR(assignmentsPath(applicationId), () => getAssignments(applicationId), { revalidateOnFocus: false });
}
