import type { ApplicationGridRow } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

// The grid stores the clicked row here before opening this screen in a new tab.
const STORED_ROW_KEY = 'application';

/** The row the grid stored, when it is this application's; it is shown while the current one loads. */
function storedApplication(applicationId: number): ApplicationGridRow | undefined {
  try {
    const row: unknown = JSON.parse(localStorage.getItem(STORED_ROW_KEY) ?? 'null');
    if (typeof row !== 'object' || row === null) return undefined;
    return Number((row as ApplicationGridRow).application_id) === applicationId ? (row as ApplicationGridRow) : undefined;
  } catch {
    return undefined;
  }
}

export const applicationKey = (applicationId: number) => `/api/getapplication/${applicationId}`;

/** GET /api/getapplication/{application_id}: the application as the grid lists it. */
export const getApplication = (applicationId: number) => apiClient.get<ApplicationGridRow>(applicationKey(applicationId));

export function useApplication(applicationId: number | null) {
  return useSWR(applicationId === null ? null : applicationKey(applicationId), () => getApplication(applicationId as number), {
    fallbackData: applicationId === null ? undefined : storedApplication(applicationId),
  });
}
