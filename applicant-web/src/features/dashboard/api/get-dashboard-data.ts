import type { AcceptDecline } from '@bursary/domain/constants';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

/** GET /api/fechdata/{applicant_id}: the application's fields are null before an application exists. */
export type DashboardData = {
  first_name: string;
  last_name: string;
  id_number: string | null;
  student_number: string | null;
  university: string | null;
  course: string | null;
  duration: number | null;
  accept_decline: AcceptDecline | null;
  /** spelt as the legacy clients read it */
  submited: 0 | 1;
  application_id: number | null;
  application_year: number | null;
  /** Applications are open, or a late-application invitation to this applicant lasts. */
  may_apply: boolean;
  /** While closed: when the invitation ends (ISO); null while applications are open. */
  may_apply_until: string | null;
};

export const getDashboardData = (applicantId: number) => apiClient.get<DashboardData>(`/api/fechdata/${applicantId}`);

export function useDashboardData(applicantId: number) {
  return useSWR(`/api/fechdata/${applicantId}`, () => getDashboardData(applicantId));
}
