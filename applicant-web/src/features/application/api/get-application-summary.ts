import type { SummaryGroup } from '@bursary/domain/application-summary';
import { apiClient } from '@bursary/web-ui/api-client';
import { useEffect } from 'react';
import useSWR, { mutate } from 'swr';

const pathOf = (applicationId: number) => `/api/applicationsummary?application_id=${applicationId}`;

/** GET /api/applicationsummary: the review page's labelled groups. */
export const getApplicationSummary = (applicationId: number) =>
  apiClient.get<{ groups: SummaryGroup[] }>(pathOf(applicationId));

// The review page shows what was saved last, so it asks again each time it opens, whatever swr has cached or is
// still deduplicating from the last visit.
export function useApplicationSummary(applicationId: number) {
  const summary = useSWR(pathOf(applicationId), () => getApplicationSummary(applicationId), { revalidateOnMount: false });
  const { mutate: reload } = summary;
  useEffect(() => {
    void reload();
  }, [reload]);
  return summary;
}

/** After a save the groups are out of date: the review page loads them afresh instead of showing the old ones. */
export const forgetApplicationSummary = (applicationId: number) =>
  mutate(pathOf(applicationId), undefined, { revalidate: false });
