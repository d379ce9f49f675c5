import {
  accountNumberKey,
  duplicateFlag,
  idNumberKey,
  isSamePerson,
  isSharpIncomeChange,
  type DuplicateFlag,
  type FlagFinding,
  type OtherRecord,
} from '@bursary/domain/duplicate-flags';
import { toAmount } from '../../../db/application-sql';
import { bankingPresetAccounts, paymentsToAccounts, previousCycleIncomes, samePersonCandidates } from '../../../db/duplicate-flags';
import { keptReads } from '../../../db/kept-reads';
import { TABLE } from '../../../db/tables';

type Row = Record<string, any>;

// The banking presets (the institutions' accounts) change a few times a year, in the back office;
// every page of the grid asks for them.
const keptPresetAccounts = keptReads<string[]>({ reads: { [TABLE.bankingPresets]: ['account_no'] }, size: 1 });

/** A payment of a page's application: the account it went to. */
export type PaidAccount = { application_id: number | string; account_no: string | null };

/** What a page's application says about itself: the grid row's columns of `applications as a` and `applicants as p`. */
export type FlaggedApplication = {
  id: number;
  application_year: number;
  applicant_id: number;
  id_number: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
};

const nameOf = (row: Row) => `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
const otherOf = (row: Row): OtherRecord => ({ applicationId: Number(row.application_id), applicationYear: Number(row.application_year), name: nameOf(row) });

// The latest of an applicant's applications (by cycle, then id) that `fits`.
const latestPerApplicant = (rows: Row[], fits: (row: Row) => boolean = () => true) => {
  const latest = new Map<number, Row>();
  for (const row of rows.filter(fits)) {
    const kept = latest.get(Number(row.applicant_id));
    const isLater = !kept || Number(row.application_year) > Number(kept.application_year) || (Number(row.application_year) === Number(kept.application_year) && Number(row.application_id) > Number(kept.application_id));
    if (isLater) latest.set(Number(row.applicant_id), row);
  }
  return [...latest.values()];
};

// Another account with the same ID number (its latest application), and the same person applying
// under another account in this cycle or before (their latest application up to this cycle).
const identityFlags = async (applications: FlaggedApplication[]) => {
  const idKeys = [...new Set(applications.map((application) => idNumberKey(application.id_number)).filter((key) => key !== ''))];
  const datesOfBirth = [...new Set(applications.map((application) => application.date_of_birth?.trim() ?? '').filter((date) => date !== ''))];
  // Each candidate's ID number key and date of birth worked out once for the page, not once per application.
  const candidates = (await samePersonCandidates(idKeys, datesOfBirth)).map((row) => ({
    row,
    idKey: idNumberKey(row.id_number),
    dateOfBirth: row.date_of_birth?.trim() ?? '',
  }));
  return (application: FlaggedApplication): DuplicateFlag[] => {
    const others = candidates.filter((candidate) => Number(candidate.row.applicant_id) !== application.applicant_id);
    const idKey = idNumberKey(application.id_number);
    const dateOfBirth = application.date_of_birth?.trim() ?? '';
    const sharesId = (candidate: (typeof candidates)[number]) => idKey !== '' && candidate.idKey === idKey;
    const sameId = latestPerApplicant(others.filter(sharesId).map((candidate) => candidate.row)).map((row) => duplicateFlag({ kind: 'id_number' }, otherOf(row)));
    // isSamePerson asks for the same ID number or the same names and date of birth: only candidates
    // sharing one of those can be the same person.
    const samePerson = latestPerApplicant(
      others.filter((candidate) => sharesId(candidate) || (dateOfBirth !== '' && candidate.dateOfBirth === dateOfBirth)).map((candidate) => candidate.row),
      (row) => Number(row.application_year) <= application.application_year && isSamePerson(application, row as FlaggedApplication),
    ).map((row) => duplicateFlag({ kind: 'another_email', email: row.email }, otherOf(row)));
    return [...sameId, ...samePerson];
  };
};

// Payments of another applicant to one of the accounts this application's payments went to (the
// banking presets' accounts aside), once per other application.
const bankAccountFlags = async (payments: Promise<PaidAccount[]>) => {
  const [own, presets] = await Promise.all([payments, keptPresetAccounts('accounts', bankingPresetAccounts)]);
  const presetKeys = new Set(presets.map(accountNumberKey));
  const ownKeys = (row: Row) => accountNumberKey(row.account_no);
  const keys = [...new Set(own.map(ownKeys).filter((key) => key !== '' && !presetKeys.has(key)))];
  const paidTo = await paymentsToAccounts(keys);
  return (application: FlaggedApplication): DuplicateFlag[] => {
    const flags = new Map<number, DuplicateFlag>();
    for (const payment of own.filter((row) => Number(row.application_id) === application.id)) {
      const key = ownKeys(payment);
      if (!keys.includes(key)) continue;
      for (const other of paidTo) {
        if (Number(other.applicant_id) === application.applicant_id || accountNumberKey(other.account_no) !== key) continue;
        const finding: FlagFinding = { kind: 'bank_account', accountNumber: key };
        flags.set(Number(other.application_id), duplicateFlag(finding, otherOf(other)));
      }
    }
    return [...flags.values()];
  };
};

// The same applicant's application of the previous cycle, when the total monthly income changed sharply since.
const incomeChangeFlags = async (applicationIds: number[]) => {
  const rows = await previousCycleIncomes(applicationIds);
  return (application: FlaggedApplication): DuplicateFlag[] =>
    rows
      .filter((row) => Number(row.application_id) === application.id)
      .flatMap((row) => {
        const [previousTotal, currentTotal] = [toAmount(row.previous_total) as number, toAmount(row.total_income) as number];
        if (!isSharpIncomeChange(previousTotal, currentTotal)) return [];
        const other = { applicationId: Number(row.previous_id), applicationYear: Number(row.previous_year), name: nameOf(row) };
        return [duplicateFlag({ kind: 'income_change', previousTotal, currentTotal }, other)];
      });
};

// The duplicates and inconsistencies of a page's applications (@bursary/domain/duplicate-flags),
// each naming the other record. Read for the grid's pages and the applicant detail; nothing is
// blocked by a flag.
const duplicateFlags = () => ({
  /** The applications' flags, given their payments' accounts (read with the grid's rows, search.application-rows). */
  async of(applications: FlaggedApplication[], payments: Promise<PaidAccount[]>): Promise<Map<number, DuplicateFlag[]>> {
    if (applications.length === 0) return new Map();
    const ids = applications.map((application) => application.id);
    const finders = await Promise.all([identityFlags(applications), bankAccountFlags(payments), incomeChangeFlags(ids)]);
    return new Map(applications.map((application) => [application.id, finders.flatMap((find) => find(application))]));
  },
});

export type DuplicateFlagsService = ReturnType<typeof duplicateFlags>;
export default duplicateFlags;
