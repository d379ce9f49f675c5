import type { RequestRecipientCount } from '@bursary/domain/back-office-api';

/** Who a send would reach, as its confirmation names them. */
export type Reach = {
  count: number;
  /** who, with how many: "12 accepted applicants of 2025" */
  who: string;
  /** who is left out, or why nobody ("There are no accepted applicants for 2025.") */
  note?: string;
};

/** "1 accepted applicant", "12 accepted applicants" */
export const howMany = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The server's count of a request, as its confirmation names it; `who` says the count and year in the view's words. */
export const reachOf = (counted: RequestRecipientCount, who: (count: number, year: number) => string): Reach => ({
  count: counted.count,
  who: who(counted.count, counted.cycle_year),
  note: counted.message,
});
