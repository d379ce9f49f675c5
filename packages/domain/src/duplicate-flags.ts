import { applicationReference } from './application-reference.js';
import { formatRand } from './rand-amount.js';

// Duplicates and inconsistencies the back office flags (the grid's "Flagged" filter, the applicant
// detail), each with the other record it concerns. A flag is for staff to look into: nothing is
// blocked because of one.
//
// - id_number: another account (applicant) holds the same ID number, in any cycle.
// - bank_account: one of the application's payments went to the same bank account as a payment of
//   another applicant's application. An institution's account kept as a banking preset is shared
//   by design and never flags.
// - another_email: the same person (the same ID number, or the same first name, last name and date
//   of birth) applied under another account, so another e-mail, in an earlier or the same cycle.
// - income_change: the total monthly income differs from the same applicant's application of the
//   previous cycle by more than R 5 000 and by more than half of that previous total.

export const DUPLICATE_FLAG_KINDS = ['id_number', 'bank_account', 'another_email', 'income_change'] as const;
export type DuplicateFlagKind = (typeof DUPLICATE_FLAG_KINDS)[number];

/** The grid's "Flagged" filter: any flag, or one kind. */
export const FLAGGED_FILTERS = [
  { value: 'any', label: 'Any flag' },
  { value: 'id_number', label: 'ID number' },
  { value: 'bank_account', label: 'Bank account' },
  { value: 'another_email', label: 'Another e-mail' },
  { value: 'income_change', label: 'Income change' },
] as const satisfies readonly { value: 'any' | DuplicateFlagKind; label: string }[];
export type FlaggedFilter = (typeof FLAGGED_FILTERS)[number]['value'];

/** A flag as the grid row and the detail carry it: what, and the other record, linked by its application id. */
export type DuplicateFlag = {
  kind: DuplicateFlagKind;
  /** the other record's application */
  application_id: number;
  application_reference: string;
  /** the other record's applicant */
  name: string;
  /** what staff read, naming the other record */
  message: string;
};

// What is ignored before comparing: an ID number is compared by its letters and digits, whatever
// their case ("ab-12 345" is AB12345); a bank account number by its digits ("62 1234-5678" is 6212345678).
// The cms stores each ID number's key beside it (applicant.id-number-keys) and its SQL uses the account
// pattern (cms/src/db/duplicate-flags.ts).
const ID_NUMBER_IGNORED = /[^A-Za-z0-9]/g;
export const ACCOUNT_NUMBER_IGNORED = /[^0-9]/g;

export const idNumberKey = (idNumber: string | null | undefined) => (idNumber ?? '').replace(ID_NUMBER_IGNORED, '').toUpperCase();
export const accountNumberKey = (accountNumber: string | null | undefined) => (accountNumber ?? '').replace(ACCOUNT_NUMBER_IGNORED, '');
/** Names are compared without the spaces around them and ignoring case. */
export const personNameKey = (name: string | null | undefined) => (name ?? '').trim().toLowerCase();

export type PersonIdentity = {
  id_number: string | null;
  first_name: string | null;
  last_name: string | null;
  /** yyyy-mm-dd */
  date_of_birth: string | null;
};

/** The same person: the same ID number, or the same first name, last name and date of birth (none of them empty). */
export const isSamePerson = (first: PersonIdentity, second: PersonIdentity) => {
  const idNumber = idNumberKey(first.id_number);
  if (idNumber !== '' && idNumber === idNumberKey(second.id_number)) return true;
  const parts = (person: PersonIdentity) => [personNameKey(person.first_name), personNameKey(person.last_name), (person.date_of_birth ?? '').trim()];
  const [mine, theirs] = [parts(first), parts(second)];
  return mine.every((part, index) => part !== '' && part === theirs[index]);
};

/** "Income changed sharply": by more than this many rand ... */
export const INCOME_CHANGE_MIN_RAND = 5000;
/** ... and by more than this share of the previous cycle's total. */
export const INCOME_CHANGE_MIN_SHARE = 0.5;

/** Whether the total monthly income changed sharply from the previous cycle's application to this one. */
export const isSharpIncomeChange = (previousTotal: number, currentTotal: number) => {
  const change = Math.abs(currentTotal - previousTotal);
  return change > INCOME_CHANGE_MIN_RAND && change > INCOME_CHANGE_MIN_SHARE * previousTotal;
};

/** What a flag found, beside the other record. */
export type FlagFinding =
  | { kind: 'id_number' }
  | { kind: 'bank_account'; accountNumber: string }
  | { kind: 'another_email'; email: string }
  | { kind: 'income_change'; previousTotal: number; currentTotal: number };

export type OtherRecord = { applicationId: number; applicationYear: number; name: string };

/** The last four digits of an account, enough for staff to recognise it. */
const accountEnding = (accountNumber: string) => accountNumberKey(accountNumber).slice(-4);

const messageOf = (finding: FlagFinding, other: string) => {
  switch (finding.kind) {
    case 'id_number':
      return `Same ID number as ${other}`;
    case 'bank_account':
      return `Paid into the same bank account (ending ${accountEnding(finding.accountNumber)}) as ${other}`;
    case 'another_email':
      return `Also applied under another e-mail (${finding.email}) as ${other}`;
    case 'income_change':
      return `Total monthly income changed sharply: ${formatRand(finding.currentTotal)} now, ${formatRand(finding.previousTotal)} last cycle in ${other}`;
  }
};

/** The flag of a finding, with the other record and its wording ("Same ID number as Zaid Ebrahim (BUR-2025-00042)"). */
export const duplicateFlag = (finding: FlagFinding, other: OtherRecord): DuplicateFlag => {
  const reference = applicationReference({ applicationId: other.applicationId, applicationYear: other.applicationYear });
  return {
    kind: finding.kind,
    application_id: other.applicationId,
    application_reference: reference,
    name: other.name,
    message: messageOf(finding, `${other.name} (${reference})`),
  };
};
