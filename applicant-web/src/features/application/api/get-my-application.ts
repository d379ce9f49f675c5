import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';
import { withOfflineCopy } from '../offline/offline-copy';

/** How far the applicant got, in the wizard's order; an applicant resumes at the step after it. */
export type SavedStep = 'basic' | 'social' | 'university' | 'income' | 'expenses' | 'documents' | 'survey' | 'submitted';

/** Stored values with the forms' field names (dob_year/dob_month/dob_day, reference_cell, ...). */
export type FormRecord = Readonly<Record<string, unknown>>;

/** GET /api/myapplication: everything the forms need to resume. */
export type MyApplication = {
  applicant: (FormRecord & { country?: string | null }) | null;
  /** This cycle's application, null before the University step is saved. */
  application: (FormRecord & { id: number }) | null;
  application_id: number | null;
  status_id: number | null;
  last_saved_step: SavedStep | null;
  /** Applications are open, or a late-application invitation to this applicant lasts. */
  may_apply: boolean;
  /** While closed: when the invitation ends (ISO); null while applications are open. */
  may_apply_until: string | null;
};

export const getMyApplication = () => apiClient.get<MyApplication>('/api/myapplication');

// Offline, the answer this tab had last (offline/offline-copy.ts), so a reload without network shows the form.
const getMyApplicationOrCopy = withOfflineCopy('/api/myapplication', getMyApplication);

export function useMyApplication() {
  return useSWR('/api/myapplication', getMyApplicationOrCopy, { revalidateOnFocus: false });
}
