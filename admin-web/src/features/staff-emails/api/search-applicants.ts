import type { ApplicantMatch, SearchApplicantsRequest } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

/** POST /api/searchapplicants { query }: up to 15 applications whose applicant's name matches. */
export const searchApplicants = (request: SearchApplicantsRequest) =>
  apiClient.post<ApplicantMatch[]>('/api/searchapplicants', request);

/** Searches once per submitted name; null asks for nothing yet. */
export function useSearchApplicants(query: string | null) {
  return useSWR(query ? ['/api/searchapplicants', query] : null, ([, name]) => searchApplicants({ query: name }), {
    revalidateOnFocus: false,
  });
}
