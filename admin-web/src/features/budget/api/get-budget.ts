import type { BudgetReport } from '@bursary/domain/budget';
import { apiClient, withQuery } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

/** GET /api/getbudget?application_year: the cycle's budget, what is committed and paid, and what is left. */
export const getBudget = (year: number) => apiClient.get<BudgetReport>(withQuery('/api/getbudget', { application_year: year }));

// Read again whenever the view is opened: a decision or payment saved a moment ago is in it.
export function useBudget(year: number | undefined) {
  return useSWR(year === undefined ? null : ['/api/getbudget', year], ([, chosen]) => getBudget(chosen), {
    keepPreviousData: true,
    revalidateOnMount: true,
  });
}
