import type { ResultType } from '@bursary/domain/options/results-periods';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';
import type { LinkDocument } from '../types';

type LinkCommon = { application_id: number; first_name: string; last_name: string; max_bytes: number };

/** GET /api/uploadlink/{token}: whose e-mailed link it is and what it asks for. */
export type UploadLink =
  | (LinkCommon & { purpose: 'documents_request'; documents: LinkDocument[] })
  | (LinkCommon & { purpose: 'results_request'; result_type: ResultType });

export const getUploadLink = (token: string) => apiClient.get<UploadLink>(`/api/uploadlink/${encodeURIComponent(token)}`);

// An expired or tampered link stays so: asking again would not help.
export function useUploadLink(token: string) {
  return useSWR(['/api/uploadlink', token], () => getUploadLink(token), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
