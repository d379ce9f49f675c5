import type { PreviousApplication } from '@bursary/domain/api-types';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';
import { withOfflineCopy } from '../offline/offline-copy';

export type { PreviousApplication };

const pathOf = (user: number, year: number) => `/api/getapplicantdata/${user}/${year}`;

export const getPreviousApplication = (user: number, year: number) => apiClient.get<PreviousApplication>(pathOf(user, year));

/** Only for a returning applicant (the session's previous_year is set). */
export function usePreviousApplication(user: number, year: number | null) {
  // Offline, the answer this tab had last (offline/offline-copy.ts): a reload without network starts from the same answers.
  const path = year ? pathOf(user, year) : null;
  return useSWR(path, withOfflineCopy(path ?? '', () => getPreviousApplication(user, year as number)), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
