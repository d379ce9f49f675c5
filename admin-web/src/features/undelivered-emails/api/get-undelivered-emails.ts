import type { UndeliveredEmailPage } from '@bursary/domain/back-office-api';
import { apiClient, withQuery } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

const undeliveredPath = (page: number) => withQuery('/api/undeliveredemails', { page });

/** GET /api/undeliveredemails?page (staff only): the e-mails not delivered, or not yet, across all applicants, newest first. */
export const getUndeliveredEmails = (page: number) => apiClient.get<UndeliveredEmailPage>(undeliveredPath(page));

// Read again whenever the view opens: the outbox moves on while nobody looks.
export function useUndeliveredEmails(page: number) {
  return useSWR(undeliveredPath(page), () => getUndeliveredEmails(page), { keepPreviousData: true, revalidateOnMount: true, revalidateOnFocus: false });
}
