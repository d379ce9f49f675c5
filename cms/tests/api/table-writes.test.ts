import { noteWrite, writeOf, writesTo } from '../../src/db/table-writes';

// How the cms reads each statement SQLite runs (src/db/table-writes.ts): what it writes decides which
// kept answers (src/db/kept-reads.ts) are worked out again. A statement it cannot read must count as
// a write of everything, never as a read.

describe('[CMS][KEPT READS]: what a statement writes', () => {
  it.each([
    ['select count(*) from `applications` as `a` where `a`.`application_year` = ?', null],
    ['with x as (select 1) select * from x', null],
    ['pragma data_version', null],
    ['BEGIN IMMEDIATE;', null],
    ['SET statement_timeout = 0', null],
    ['set local session_replication_role = replica', null],
    ['LISTEN kept_reads_writes', null],
    ['show search_path', null],
    ['insert into "public"."applications" ("application_year") values ($1) returning "id"', { table: 'applications', columns: null }],
    ['update "public"."applications" set "submitted" = $1 where "id" = $2', { table: 'applications', columns: ['submitted'] }],
    ['insert into pgboss.job (name) values ($1)', { table: 'job', columns: null }],
    ['COMMIT;', null],
    ['ROLLBACK', null],
    ['SAVEPOINT trx2', null],
    ['RELEASE trx2', null],
    ['insert into `audit_logs` (`action`, `at`) values (?, ?) returning `id`', { table: 'audit_logs', columns: null }],
    ['insert or ignore into applications_applicant_lnk (application_id, applicant_id) values (?, ?)', { table: 'applications_applicant_lnk', columns: null }],
    ['delete from `application_payments` where `id` in (?, ?)', { table: 'application_payments', columns: null }],
    ['replace into `cycle_budgets` (`id`) values (?)', { table: 'cycle_budgets', columns: null }],
    [
      'update `applications` set `last_saved_step` = ?, `last_saved_at` = ?, `total_income` = ? where `id` = ?',
      { table: 'applications', columns: ['last_saved_step', 'last_saved_at', 'total_income'] },
    ],
    [
      "update applications set accept_decline = coalesce(?, 2), note = 'a, b (c)', docs_completed = case when x in (1, 2) then 1 else 0 end where id = ? returning id",
      { table: 'applications', columns: ['accept_decline', 'note', 'docs_completed'] },
    ],
    ['update "applicants" as "p" set "p"."first_name" = null', { table: 'applicants', columns: ['first_name'] }],
    ['UPDATE Applications SET Submitted = 1 WHERE id = ?', { table: 'applications', columns: ['submitted'] }],
    // Cannot be read: every column, or everything.
    ['update `applications` set (`a`, `b`) = (?, ?) where `id` = ?', { table: 'applications', columns: null }],
    ['with moved as (select id from applications) update applications set submitted = 0 where id in (select id from moved)', 'anything'],
    ['create index `applicants_date_of_birth_idx` on `applicants` (`date_of_birth`)', 'anything'],
    ['alter table `applications` add column `requested_docs_submitted` boolean', 'anything'],
    ['drop table `applications`', 'anything'],
  ])('%s', (sql, expected) => {
    expect(writeOf(sql)).toEqual(expected);
  });
});

describe('[CMS][KEPT READS]: what a read depends on', () => {
  const counts = { applications: ['accept_decline', 'submitted'], applications_applicant_lnk: '*', application_payments: [] } as const;
  const moved = (write: Parameters<typeof noteWrite>[0]) => {
    const before = writesTo(counts);
    noteWrite(write);
    return writesTo(counts) !== before;
  };

  it('moves for rows added or removed, for the columns it reads, and for anything it cannot read', () => {
    expect(moved({ table: 'applications', columns: null })).toBe(true);
    expect(moved({ table: 'applications', columns: ['last_saved_at', 'accept_decline'] })).toBe(true);
    expect(moved({ table: 'applications_applicant_lnk', columns: ['applicant_id'] })).toBe(true);
    expect(moved({ table: 'application_payments', columns: null })).toBe(true);
    expect(moved('anything')).toBe(true);
  });

  it('stays for the columns it does not read and for other tables', () => {
    expect(moved({ table: 'applications', columns: ['last_saved_step', 'last_saved_at', 'total_income'] })).toBe(false);
    expect(moved({ table: 'application_payments', columns: ['amount_approved'] })).toBe(false);
    expect(moved({ table: 'audit_logs', columns: null })).toBe(false);
  });
});
