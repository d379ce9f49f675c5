import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

export type SavedStep = 'basic' | 'social' | 'university' | 'income' | 'expenses' | 'documents' | 'survey' | 'submitted';

/** GET /api/myapplication: the saved profile and this cycle's application, with the forms' field names. */
export type MyApplication = {
  applicant: Record<string, unknown> | null;
  application: (Record<string, unknown> & { id: number; application_year: number }) | null;
  application_id: number | null;
  status_id: number | null;
  last_saved_step: SavedStep | null;
  /** Applications are open, or a late-application invitation to this applicant lasts. */
  may_apply: boolean;
  /** While closed: when the invitation ends (ISO); null while applications are open. */
  may_apply_until: string | null;
};

export const getMyApplication = () => apiClient.get<MyApplication>('/api/myapplication');

export function useMyApplication() {
  return useSWR('/api/myapplication', getMyApplication);
}
