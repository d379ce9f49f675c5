// The back office's queries on PostgreSQL at BENCH_SCALE_APPLICATIONS (50,000) seeded applications:
// each call's statements, as the cms's own query modules (cms/src/db/) build them, run once with
// EXPLAIN (ANALYZE, BUFFERS). Every statement's scans (node, table, index) are compared with those
// kept in bench/plans/postgres.json: a scan that changed (a sequential scan where an index was used,
// another index) is a regression, shown as NO in the table; so is a statement over twice its kept
// time (and 5 ms). The plans themselves are in results/query-plans.txt. BENCH_PLANS_KEEP=1 keeps
// this run's as the new reference (after a change meant to alter them).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { cmsRequire } from '../scripts/lib/portal-storage.mjs';
import { call } from './lib/portal-api.mjs';
import { report } from './lib/report.mjs';
import { seedApplications } from './lib/seed.mjs';
import { startCms } from './lib/start-cms.mjs';

const APPLICATIONS = Number(process.env.BENCH_SCALE_APPLICATIONS || 50_000);
const KEPT = new URL('./plans/postgres.json', import.meta.url);
const RESULTS = new URL('./results/', import.meta.url);
const PAGE = 8;
const cmsModule = (path) => tsImport(`../cms/src/${path}`, import.meta.url);

// A knex on the seeded database whose connections record each statement they run, as the cms's
// query modules reach it through strapi.db.
const recordingKnex = (url, statements) =>
  cmsRequire('knex')({
    client: 'pg',
    connection: url,
    pool: {
      min: 0,
      max: 4,
      afterCreate: (connection, done) => {
        const query = connection.query.bind(connection);
        connection.query = (config, ...rest) => {
          if (config?.text && /^\s*(select|with)\b/i.test(config.text)) statements.push({ text: config.text, values: config.values ?? [] });
          return query(config, ...rest);
        };
        done(null, connection);
      },
    },
  });

// The scans of a plan (EXPLAIN's JSON), as "Index Only Scan applications_year_counts_idx on applications".
const scansOf = (node, scans = []) => {
  if (node['Relation Name']) scans.push(`${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''} on ${node['Relation Name']}`);
  for (const child of node.Plans ?? []) scansOf(child, scans);
  return scans;
};

export const queryPlans = async () => {
  process.env.BENCH_DATABASE = 'postgres';
  const cms = await startCms({ port: 1721 });
  const statements = [];
  let knex;
  try {
    const { settings } = await call(cms.url, '/api/portal-content');
    const year = settings.cycle_year;
    await seedApplications(cms, APPLICATIONS, { years: Array.from({ length: 5 }, (_, index) => year - 4 + index) });
    knex = recordingKnex(cms.database.url, statements);
    globalThis.strapi = { db: { connection: knex, dialect: { client: 'postgres' }, inTransaction: () => false } };
    const { readSearchRequest } = await cmsModule('api/search/utils/search-request.ts');
    const queries = await cmsModule('db/search-queries.ts');
    const rows = await cmsModule('db/search-rows.ts');
    const flags = await cmsModule('db/duplicate-flags.ts');
    const { accountNumberKey } = await tsImport('../packages/domain/src/duplicate-flags.ts', import.meta.url);
    const { GRID_COLUMN_FIELDS } = await tsImport('../packages/domain/src/application-fields.ts', import.meta.url);
    const { rankingsOf } = await cmsModule('db/ranking.ts');
    const statistics = await cmsModule('db/statistics.ts');
    const sheets = await cmsModule('db/exports-sheets.ts');

    // As search.application-search's page: the page's ids, the counts, and the filtered total when filtered.
    const grid = async (body, { isFiltered = false } = {}) => {
      const request = readSearchRequest({ application_year: year, page: 1, page_size: PAGE, ...body });
      const ids = (await queries.pageIds(request, request.sort, request.pageSize, (request.page - 1) * request.pageSize)).map(Number);
      await Promise.all([queries.summaryCounts(request), queries.statusCounts(request), isFiltered && queries.filteredCount(request)]);
      return ids;
    };
    const pageRows = async (ids) => {
      const found = await rows.gridRowsByIds(ids);
      const [payments] = await Promise.all([rows.gridPayments(ids), rows.gridDocuments(ids, ['id_document', 'affidavit', 'registration', 'fees_statement', 'consent_form']), rows.gridResults(ids), rows.gridComments(ids), rankingsOf(ids)]);
      const people = await knex('applicants').whereIn('id', found.map((row) => row.applicant_id)).select('id_number_key', 'date_of_birth');
      await flags.samePersonCandidates(people.map((person) => person.id_number_key).filter(Boolean), people.map((person) => person.date_of_birth).filter(Boolean));
      // The accounts the page's payments went to (services/duplicate-flags.ts's bankAccountFlags; the presets' aside, which are few).
      const accounts = [...new Set(payments.map((payment) => accountNumberKey(payment.account_no)).filter(Boolean))];
      await Promise.all([flags.paymentsToAccounts(accounts), flags.previousCycleIncomes(ids)]);
    };
    const CALLS = {
      'grid: first page with counts': async () => pageRows(await grid({})),
      'grid: approved and paid, by last name, page 20': () =>
        grid({ decision: 'Accepted', paid: 'YES', sort: { field: 'last_name', direction: 'asc' }, page: 20 }, { isFiltered: true }),
      'grid: a name search': () => grid({ search: 'mo' }),
      'legacy full list: ids and a page of 500': async () => {
        const ids = await queries.submittedIds(year);
        await rows.gridRowsByIds(ids.slice(0, 500));
        await rows.gridDocuments(ids.slice(0, 500), ['id_document', 'affidavit', 'registration', 'fees_statement', 'consent_form']);
      },
      'statistics of the year': async () => {
        for (const by of ['university', 'course', 'incomeBand', 'studyLevel', 'year']) await statistics.decisionCountsBy(by, year);
        await statistics.decisionCountsByScore(year);
      },
      'checklist: a page of 500 and its payments, documents and results': async () => {
        const page = await sheets.checklistPage(GRID_COLUMN_FIELDS, year, null, 500);
        await sheets.checklistFacts(page.map((row) => Number(row.application_id)));
      },
      'results and payment sheets: a page of 500': () => Promise.all([sheets.resultsPage(year, 'all', null, 500), sheets.paymentsPage(`${year - 1}-01-01`, `${year}-12-31`, null, 500)]),
    };

    // EXPLAIN of a statement as it ran, its values bound as they were (on a connection of the pool).
    const explain = async (options, { text, values }) => {
      const connection = await knex.client.acquireConnection();
      try {
        return (await connection.query({ text: `explain (${options}) ${text}`, values })).rows.map((row) => row['QUERY PLAN']);
      } finally {
        await knex.client.releaseConnection(connection);
      }
    };
    const measured = [];
    for (const [label, run] of Object.entries(CALLS)) {
      statements.length = 0;
      await run();
      const ran = [...statements];
      for (const [index, statement] of ran.entries()) {
        // The median of three runs: the first after seeding can be several times slower.
        const runs = [];
        for (let run = 0; run < 3; run += 1) runs.push((await explain('analyze, buffers, format json', statement))[0][0]);
        const plan = runs.sort((a, b) => a['Execution Time'] - b['Execution Time'])[1];
        const textPlan = (await explain('analyze, buffers', statement)).join('\n');
        const { text } = statement;
        measured.push({
          call: label,
          statement: index + 1,
          scans: scansOf(plan.Plan),
          planningMs: plan['Planning Time'],
          executionMs: plan['Execution Time'],
          buffers: plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'],
          sql: text.replace(/\s+/g, ' ').slice(0, 160),
          sqlHash: createHash('sha256').update(text).digest('hex').slice(0, 16),
          textPlan,
        });
      }
    }

    const kept = (() => {
      try {
        return JSON.parse(readFileSync(KEPT, 'utf8'));
      } catch {
        return [];
      }
    })();
    // A statement is matched by its call and SQL (and which of the same it is), not its place: the
    // statements a call runs side by side may start in either order.
    const keyOf = (row, rows) => `${row.call}\n${row.sqlHash}\n${rows.filter((other) => other.call === row.call && other.sqlHash === row.sqlHash).indexOf(row)}`;
    const keptOf = (row) => kept.find((other) => keyOf(other, kept) === keyOf(row, measured));
    const tableRows = measured.map((row) => {
      const before = keptOf(row);
      const sameScans = before && JSON.stringify(before.scans) === JSON.stringify(row.scans);
      const slower = before && row.executionMs > before.executionMs * 2 + 5;
      return {
        call: row.call,
        '#': row.statement,
        scans: row.scans.join('; ').slice(0, 110),
        'planning ms': +row.planningMs.toFixed(1),
        'execution ms': +row.executionMs.toFixed(1),
        'kept ms': before ? +before.executionMs.toFixed(1) : null,
        buffers: row.buffers,
        'plan as kept': !before ? 'new' : sameScans && !slower ? 'yes' : 'NO',
      };
    });
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(new URL('query-plans.txt', RESULTS), measured.map((row) => `## ${row.call} #${row.statement}\n${row.sql}\n${row.textPlan}\n`).join('\n'));
    if (process.env.BENCH_PLANS_KEEP === '1') {
      writeFileSync(KEPT, `${JSON.stringify(measured.map(({ textPlan: _plan, ...row }) => row), null, 1)}\n`);
      console.log(`Kept these plans as the reference: ${KEPT.pathname}`);
    }
    report('query-plans-postgres', tableRows, {
      applications: APPLICATIONS,
      kept: 'bench/plans/postgres.json (BENCH_PLANS_KEEP=1 replaces it)',
      regression: 'a statement whose scans differ from the kept ones, or over twice its kept time and 5 ms',
      plans: 'bench/results/query-plans.txt',
    });
    const changed = tableRows.filter((row) => row['plan as kept'] === 'NO');
    if (changed.length) console.log(`Plans changed or slower than kept: ${changed.map((row) => `${row.call} #${row['#']}`).join(', ')}`);
  } finally {
    await knex?.destroy();
    delete globalThis.strapi;
    await cms.stop();
    delete process.env.BENCH_DATABASE;
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await queryPlans();
