import { ACCEPT_DECLINE } from './constants.js';
import type { PassFail } from './options/results-periods.js';

// Where an application stands, as the back office's grid and its documents (checklist, application
// form) show it: one definition, so a spreadsheet, a .docx and the screen never disagree.

/** Proof of Registration, Fees Statement and Consent Form: what "documents submitted" looks for. */
export const REQUESTED_DOCUMENT_CODES = [5, 6, 7] as const;

/** Paid means accepted with at least one payment (back-office spec §4). */
export const isPaid = (acceptDecline: number | null, paymentCount: number) =>
  acceptDecline === ACCEPT_DECLINE.ACCEPTED && paymentCount > 0;

/** Documents submitted: every requested document has at least one file. */
export const hasRequestedDocuments = (documentCodes: Iterable<number>) => {
  const codes = new Set(documentCodes);
  return REQUESTED_DOCUMENT_CODES.every((code) => codes.has(code));
};

export type FinalYearResult = { passFail: PassFail | null; confirmed: boolean };

/**
 * The grid's result column: the newest final-year result's pass or fail (NO MARKS before staff
 * set one) and whether it is confirmed; NO RESULT when no final-year results came in.
 */
export const resultDisplay = (finalYear: FinalYearResult | null | undefined) => {
  if (!finalYear) return 'NO RESULT';
  return `${finalYear.passFail ?? 'NO MARKS'} ${finalYear.confirmed ? 'CONFIRMED' : 'Not Confirmed'}`;
};
