import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

/** GET /api/latelink/{token}: the e-mail a late-application invitation was sent to, and until when it lasts. */
export type LateLink = {
  email: string;
  expires_at: string;
  /** The e-mail already has an account: its owner signs in instead of registering. */
  has_account: boolean;
};

const pathOf = (token: string) => `/api/latelink/${encodeURIComponent(token)}`;

export const getLateLink = (token: string) => apiClient.get<LateLink>(pathOf(token));

export function useLateLink(token: string) {
  // An expired or mistyped link stays so: asking again would not help.
  return useSWR(pathOf(token), () => getLateLink(token), { revalidateOnFocus: false, shouldRetryOnError: false });
}
