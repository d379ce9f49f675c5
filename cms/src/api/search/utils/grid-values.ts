import type { GridField, GridFieldName } from '@bursary/domain/application-fields';
import { hasRequestedDocuments, isPaid, requestedDocumentsNote, resultDisplay } from '@bursary/domain/application-standing';
import { displayCourse, displayUniversity } from '@bursary/domain/display-names';
import { decisionFilterOf } from '@bursary/domain/options/decisions';
import type { PassFail } from '@bursary/domain/options/results-periods';
import { toAmount, toBoolean } from '../../../db/application-sql';
import { yesNo } from '../../exports/utils/values';

// What the back office shows of an application's stored row: its fields' values and where it stands.
// One definition for the grid's rows (services/application-rows.ts) and the checklist export, which
// reads only the columns it writes (exports.spreadsheets).

type Row = Record<string, any>;

// The fields the grid shows otherwise than as stored; the rest are as stored, amounts as numbers.
const SHOWN_OTHERWISE: Partial<Record<GridFieldName, (row: Row) => unknown>> = {
  university: displayUniversity,
  course: displayCourse,
  application_year: (row) => Number(row.application_year),
  number_of_siblings: (row) => (row.number_of_siblings == null ? null : String(row.number_of_siblings)),
};

/**
 * What reads a field's value from a stored row as the grid's row has it (the row read with the
 * field's column, and uni and cor beside university and course). Made once per field, outside the
 * loop over rows: the legacy list values some sixty fields of 10,000 rows.
 */
export const gridValuer = (field: GridField): ((row: Row) => unknown) => {
  const shown = SHOWN_OTHERWISE[field.name];
  if (shown) return shown;
  const { name } = field;
  return field.format === 'amount' ? (row) => toAmount(row[name]) : (row) => row[name] ?? null;
};

/** The stored final-year result the grid shows: the newest of them. */
export type FinalYearRow = { pass_fail: PassFail | null; confirmed: unknown };

/** What standing depends on besides the application's own columns (accept_decline, docs_completed). */
export type StandingFacts = {
  paymentCount: number;
  /** the codes of the application's stored documents (any number of each) */
  documentCodes: number[];
  finalYear: FinalYearRow | undefined;
};

/** Where an application stands (domain application-standing), as the grid's row and the checklist show it. */
export const standingOf = (row: Row, facts: StandingFacts) => {
  const acceptDecline = row.accept_decline === null ? 2 : Number(row.accept_decline);
  const docsCompleted = toBoolean(row.docs_completed);
  const { finalYear } = facts;
  return {
    accept_decline: acceptDecline,
    accepted_label: decisionFilterOf(acceptDecline),
    paid: yesNo(isPaid(acceptDecline, facts.paymentCount)),
    documents_submitted: yesNo(hasRequestedDocuments(facts.documentCodes)),
    documents_submitted_note: requestedDocumentsNote(facts.documentCodes),
    docs_completed: docsCompleted,
    documents_completed: yesNo(docsCompleted),
    pass_or_fail: finalYear?.pass_fail ?? null,
    result: resultDisplay(finalYear && { passFail: finalYear.pass_fail ?? null, confirmed: toBoolean(finalYear.confirmed) }),
  };
};
