import {
  ACCOUNT_NUMBER_IGNORED,
  DUPLICATE_FLAG_KINDS,
  INCOME_CHANGE_MIN_RAND,
  INCOME_CHANGE_MIN_SHARE,
  type DuplicateFlagKind,
  type FlaggedFilter,
} from '@bursary/domain/duplicate-flags';
import { knexOf } from './connection';
import { LINK, TABLE } from './tables';

// The duplicate flags' reads (search.duplicate-flags) and the grid's "Flagged" filter, as
// @bursary/domain/duplicate-flags defines them. ID numbers are compared by the key stored beside them
// (applicants.id_number_key, indexed: applicant.id-number-keys), account numbers by their letters and
// digits (regexp_replace: PostgreSQL's own, on SQLite the one config/database.ts adds), names ignoring
// case and surrounding spaces.
//
// A page's flags read candidates only (the applicants holding its ID numbers or born on its dates,
// the payments to its accounts, its applicants' previous cycle) and the service decides in
// JavaScript. The filter works out each kind as one set of application ids per query, from grouped
// subqueries over the keys (each key computed once per row), never a subquery per row.

const APPLICANT = LINK.applicationApplicant;
const PAYMENT = LINK.paymentApplication;

type Row = Record<string, any>;

const accountNumberKeySql = (column: string) => `regexp_replace(coalesce(${column}, ''), '${ACCOUNT_NUMBER_IGNORED.source}', '', 'g')`;
const nameKeySql = (column: string) => `lower(trim(coalesce(${column}, '')))`;

/**
 * Applicants with an application whose ID number has one of `idKeys` (as idNumberKey makes them) or
 * whose date of birth is one of `datesOfBirth`, once per application of theirs.
 */
export const samePersonCandidates = (idKeys: string[], datesOfBirth: string[]): Promise<Row[]> => {
  if (idKeys.length === 0 && datesOfBirth.length === 0) return Promise.resolve([]);
  return knexOf()(`${TABLE.applicants} as q`)
    .join(`${APPLICANT.table} as ol`, `ol.${APPLICANT.applicant}`, 'q.id')
    .join(`${TABLE.applications} as o`, 'o.id', `ol.${APPLICANT.application}`)
    .where((clause) => {
      if (idKeys.length > 0) clause.orWhereIn('q.id_number_key', idKeys);
      if (datesOfBirth.length > 0) clause.orWhereIn('q.date_of_birth', datesOfBirth);
    })
    .select('q.id as applicant_id', 'q.id_number', 'q.first_name', 'q.last_name', 'q.email', 'q.date_of_birth', 'o.id as application_id', 'o.application_year');
};

// Payments with their application and applicant.
const paymentsWithApplicants = () =>
  knexOf()(`${TABLE.payments} as pay`)
    .join(`${PAYMENT.table} as pl`, `pl.${PAYMENT.payment}`, 'pay.id')
    .join(`${TABLE.applications} as o`, 'o.id', `pl.${PAYMENT.application}`)
    .join(`${APPLICANT.table} as ol`, `ol.${APPLICANT.application}`, 'o.id')
    .join(`${TABLE.applicants} as q`, 'q.id', `ol.${APPLICANT.applicant}`)
    .select('pay.account_no', 'o.id as application_id', 'o.application_year', 'q.id as applicant_id', 'q.first_name', 'q.last_name');

/** Payments to accounts with one of `accountKeys` (as accountNumberKey makes them). */
export const paymentsToAccounts = (accountKeys: string[]): Promise<Row[]> => {
  if (accountKeys.length === 0) return Promise.resolve([]);
  return paymentsWithApplicants().whereRaw(`${accountNumberKeySql('pay.account_no')} in (${accountKeys.map(() => '?').join(', ')})`, accountKeys);
};

/** The account numbers of the banking presets (the institutions' accounts). */
export const bankingPresetAccounts = async (): Promise<string[]> =>
  (await knexOf()(TABLE.bankingPresets).select('account_no')).map((row: Row) => row.account_no);

// `previous` is of the cycle before `current`'s. Written as a difference so that no database looks
// it up by its year (SQLite did, checking every application of a year against each row: minutes at
// 50,000) rather than through the applicant's own applications.
const isPreviousCycle = (current: string, previous: string) => `${current}.application_year - ${previous}.application_year = 1`;

/** The applications' totals, and their applicant's application of the previous cycle with its total. */
export const previousCycleIncomes = (applicationIds: number[]): Promise<Row[]> =>
  knexOf()(`${TABLE.applications} as a`)
    .join(`${APPLICANT.table} as al`, `al.${APPLICANT.application}`, 'a.id')
    .join(`${APPLICANT.table} as pl`, `pl.${APPLICANT.applicant}`, `al.${APPLICANT.applicant}`)
    .join(`${TABLE.applications} as prev`, 'prev.id', `pl.${APPLICANT.application}`)
    .join(`${TABLE.applicants} as p`, 'p.id', `al.${APPLICANT.applicant}`)
    .whereIn('a.id', applicationIds)
    .whereRaw(isPreviousCycle('a', 'prev'))
    .whereNotNull('a.total_income')
    .whereNotNull('prev.total_income')
    .select('a.id as application_id', 'a.total_income', 'prev.id as previous_id', 'prev.application_year as previous_year', 'prev.total_income as previous_total', 'p.first_name', 'p.last_name');

// --- The grid's filter: the ids of the applications with a flag of each kind. ---

const HAS_NAME_AND_BIRTH = (alias: string) => `${alias}.first_key <> '' and ${alias}.last_key <> '' and ${alias}.birth_key <> ''`;

// The named subqueries the kinds' sets are read from, in an order where each comes after those it reads.
const SUBQUERIES = {
  // Every applicant with an application: their keys and the first cycle they applied in.
  people: `people as (
    select p.id as applicant_id, coalesce(p.id_number_key, '') as id_key,
      ${nameKeySql('p.first_name')} as first_key, ${nameKeySql('p.last_name')} as last_key, trim(coalesce(p.date_of_birth, '')) as birth_key,
      min(pa.application_year) as first_year
    from ${TABLE.applicants} p
    join ${APPLICANT.table} pl on pl.${APPLICANT.applicant} = p.id
    join ${TABLE.applications} pa on pa.id = pl.${APPLICANT.application}
    group by p.id)`,
  shared_ids: `shared_ids as (select id_key from people where id_key <> '' group by id_key having count(*) > 1)`,
  shared_persons: `shared_persons as (select first_key, last_key, birth_key from people where ${HAS_NAME_AND_BIRTH('people')}
    group by first_key, last_key, birth_key having count(*) > 1)`,
  // Those sharing an ID number, or a name and date of birth, with another applicant: a few.
  twins: `twins as materialized (select * from people where id_key in (select id_key from shared_ids)
    or (first_key, last_key, birth_key) in (select first_key, last_key, birth_key from shared_persons))`,
  // For each of them, the first cycle another of them who is the same person applied in: the pairs
  // by ID number and those by name and date of birth, each an equality join (one join on either
  // made PostgreSQL expect millions of rows and compile the query first, JIT, for half a second).
  earliest_twin: `earliest_twin as (select applicant_id, min(first_year) as first_year from (
      select x.applicant_id, y.first_year from twins x join twins y on y.id_key = x.id_key and y.applicant_id <> x.applicant_id
      where x.id_key <> ''
      union all
      select x.applicant_id, y.first_year from twins x
      join twins y on y.first_key = x.first_key and y.last_key = x.last_key and y.birth_key = x.birth_key and y.applicant_id <> x.applicant_id
      where ${HAS_NAME_AND_BIRTH('x')}) same_person
    group by applicant_id)`,
  paid: `paid as (
    select pl.${PAYMENT.application} as application_id, al.${APPLICANT.applicant} as applicant_id, ${accountNumberKeySql('pay.account_no')} as account_key
    from ${TABLE.payments} pay
    join ${PAYMENT.table} pl on pl.${PAYMENT.payment} = pay.id
    join ${APPLICANT.table} al on al.${APPLICANT.application} = pl.${PAYMENT.application})`,
  // Payments' accounts shared by two applicants or more, the banking presets' accounts aside.
  shared_accounts: `shared_accounts as (select account_key from paid
    where account_key <> '' and account_key not in (select ${accountNumberKeySql('account_no')} from ${TABLE.bankingPresets})
    group by account_key having count(distinct applicant_id) > 1)`,
};
type Subquery = keyof typeof SUBQUERIES;

const CHANGE = 'abs(cur.total_income - prev.total_income)';

// Each kind's applications, and the subqueries it reads. Driven from the few applicants or
// payments concerned where it can be: the link table's applicant index finds their applications.
const FLAGGED_BY_KIND: Record<DuplicateFlagKind, { reads: Subquery[]; ids: string }> = {
  id_number: {
    reads: ['people', 'shared_ids'],
    ids: `select fl.${APPLICANT.application} from ${APPLICANT.table} fl
      where fl.${APPLICANT.applicant} in (select applicant_id from people where id_key in (select id_key from shared_ids))`,
  },
  bank_account: {
    reads: ['paid', 'shared_accounts'],
    ids: `select application_id from paid where account_key in (select account_key from shared_accounts)`,
  },
  // Flagged when the same person applied under another account in its cycle or before.
  another_email: {
    reads: ['people', 'shared_ids', 'shared_persons', 'twins', 'earliest_twin'],
    ids: `select fl.${APPLICANT.application} from earliest_twin t
      join ${APPLICANT.table} fl on fl.${APPLICANT.applicant} = t.applicant_id
      join ${TABLE.applications} fa on fa.id = fl.${APPLICANT.application}
      where t.first_year <= fa.application_year`,
  },
  income_change: {
    reads: [],
    ids: `select cur.id from ${TABLE.applications} cur
      join ${APPLICANT.table} cl on cl.${APPLICANT.application} = cur.id
      join ${APPLICANT.table} pl on pl.${APPLICANT.applicant} = cl.${APPLICANT.applicant}
      join ${TABLE.applications} prev on prev.id = pl.${APPLICANT.application} and ${isPreviousCycle('cur', 'prev')}
      where cur.total_income is not null and prev.total_income is not null
        and ${CHANGE} > ${INCOME_CHANGE_MIN_RAND} and ${CHANGE} > ${INCOME_CHANGE_MIN_SHARE} * prev.total_income`,
  },
};

// One statement for the kinds asked for: the subqueries they read, each once, then their sets' union.
const flaggedIds = (kinds: readonly DuplicateFlagKind[]) => {
  const reads = (Object.keys(SUBQUERIES) as Subquery[]).filter((name) => kinds.some((kind) => FLAGGED_BY_KIND[kind].reads.includes(name)));
  const ids = kinds.map((kind) => FLAGGED_BY_KIND[kind].ids).join('\n  union\n  ');
  return reads.length === 0 ? ids : `with ${reads.map((name) => SUBQUERIES[name]).join(',\n  ')}\n  ${ids}`;
};

/** The "Flagged" filter's condition on `applications as a`. */
export const FLAGGED_CONDITIONS: Record<FlaggedFilter, string> = {
  ...(Object.fromEntries(DUPLICATE_FLAG_KINDS.map((kind) => [kind, `a.id in (${flaggedIds([kind])})`])) as Record<DuplicateFlagKind, string>),
  any: `a.id in (${flaggedIds(DUPLICATE_FLAG_KINDS)})`,
};
