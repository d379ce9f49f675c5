import { ACCEPT_DECLINE } from './constants.js';
import { documentKindByCode } from './options/document-kinds.js';
import type { PassFail } from './options/results-periods.js';

// Where an application stands, as the back office's grid and its documents (checklist, application
// form) show it: one definition, so a spreadsheet, a .docx and the screen never disagree.

/** Proof of Registration, Fees Statement and Consent Form: what "documents submitted" looks for. */
export const REQUESTED_DOCUMENT_CODES = [5, 6, 7] as const;

/** Paid means accepted with at least one payment (back-office spec §4). */
export const isPaid = (acceptDecline: number | null, paymentCount: number) =>
  acceptDecline === ACCEPT_DECLINE.ACCEPTED && paymentCount > 0;

/** The names of the requested documents with no file among these codes, in the order of their codes. */
export const missingRequestedDocuments = (documentCodes: Iterable<number>): string[] => {
  const codes = new Set(documentCodes);
  return REQUESTED_DOCUMENT_CODES.filter((code) => !codes.has(code)).map((code) => documentKindByCode(code)!.name);
};

/** Documents submitted: every requested document has at least one file. */
export const hasRequestedDocuments = (documentCodes: Iterable<number>) => missingRequestedDocuments(documentCodes).length === 0;

const listed = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * What documents submitted YES or NO stands for, said beside it: "3 of 3 received", or
 * "2 of 3 received: Consent Form missing".
 */
export const requestedDocumentsNote = (documentCodes: Iterable<number>) => {
  const missing = missingRequestedDocuments(documentCodes);
  const total = REQUESTED_DOCUMENT_CODES.length;
  const received = `${total - missing.length} of ${total} received`;
  return missing.length === 0 ? received : `${received}: ${listed(missing)} missing`;
};

// Documents completed e-mails the applicant that the bursary will now be paid, so it is for accepted
// applications only: the cms refuses any other, and the back office does not offer it.
export const NOT_ACCEPTED_FOR_DOCUMENTS_COMPLETED = 'Only an accepted application can have its documents marked as completed.';

/** Why the documents cannot be marked as completed (what POST /api/sendocscompleted refuses), or null when they can. */
export const documentsCompletedRefusal = (acceptDecline: number | null) =>
  acceptDecline === ACCEPT_DECLINE.ACCEPTED ? null : NOT_ACCEPTED_FOR_DOCUMENTS_COMPLETED;

export type FinalYearResult = { passFail: PassFail | null; confirmed: boolean };

/**
 * The grid's result column: the newest final-year result's pass or fail (NO MARKS before staff
 * set one) and whether it is confirmed; NO RESULT when no final-year results came in.
 */
export const resultDisplay = (finalYear: FinalYearResult | null | undefined) => {
  if (!finalYear) return 'NO RESULT';
  return `${finalYear.passFail ?? 'NO MARKS'} ${finalYear.confirmed ? 'CONFIRMED' : 'Not Confirmed'}`;
};
