import { performance } from 'node:perf_hooks';
import { incomeBandOf } from '@bursary/domain/options/income-bands';
import { api, signIn } from '../support/api';
import { authorised } from '../support/applicants';
import { db } from '../support/database';
import { generateApplications, type GeneratedApplications } from '../support/generate-applications';

const COUNT = 5000;
const YEARS = [2021, 2022, 2023, 2024];
const YEAR = 2023;

type Staff = { token: string };
type Truth = {
  id: number;
  year: number;
  university: string;
  shownUniversity: string;
  decision: 'Accepted' | 'Declined' | 'pending';
  paid: boolean;
  docsSubmitted: boolean;
  docsCompleted: boolean;
  totalIncome: number;
  name: string;
  reversedName: string;
  result: string;
};

// What the grid should show, worked out here from the stored rows with plain queries and
// JavaScript, independently of the cms's SQL.
const loadTruth = async (): Promise<Truth[]> => {
  const applications = await db()('applications as a')
    .join('applications_applicant_lnk as l', 'l.application_id', 'a.id')
    .join('applicants as p', 'p.id', 'l.applicant_id')
    .where('a.submitted', true)
    .whereNull('a.withdrawn_at')
    .select('a.id', 'a.application_year', 'a.university', 'a.uni', 'a.accept_decline', 'a.docs_completed', 'a.total_income', 'p.first_name', 'p.last_name');
  const withPayments = new Set((await db()('application_payments_application_lnk').distinct('application_id')).map((row) => Number(row.application_id)));
  const requested = new Map<number, Set<number>>();
  for (const row of await db()('application_documents as d')
    .join('application_documents_application_lnk as l', 'l.document_id', 'd.id')
    .whereIn('d.code', [5, 6, 7])
    .select('l.application_id', 'd.code')) {
    const codes = requested.get(Number(row.application_id)) ?? new Set<number>();
    codes.add(Number(row.code));
    requested.set(Number(row.application_id), codes);
  }
  const finalYear = new Map<number, { pass_fail: string | null; confirmed: boolean }>();
  for (const row of await db()('application_results as r')
    .join('application_results_application_lnk as l', 'l.result_id', 'r.id')
    .where('r.period', 'finalyear_transcript')
    .orderBy('r.id')
    .select('l.application_id', 'r.pass_fail', 'r.confirmed')) {
    finalYear.set(Number(row.application_id), { pass_fail: row.pass_fail, confirmed: Boolean(row.confirmed) });
  }
  return applications.map((row) => {
    const id = Number(row.id);
    const decision = row.accept_decline === 1 ? 'Accepted' : row.accept_decline === 0 ? 'Declined' : 'pending';
    const result = finalYear.get(id);
    return {
      id,
      year: Number(row.application_year),
      university: row.university,
      shownUniversity: row.university === 'Other' && row.uni ? row.uni : row.university,
      decision,
      paid: decision === 'Accepted' && withPayments.has(id),
      docsSubmitted: requested.get(id)?.size === 3,
      docsCompleted: Boolean(row.docs_completed),
      totalIncome: Number(row.total_income ?? 0),
      name: `${row.first_name} ${row.last_name}`.toLowerCase(),
      reversedName: `${row.last_name} ${row.first_name}`.toLowerCase(),
      result: result ? `${result.pass_fail ?? 'NO MARKS'} ${result.confirmed ? 'CONFIRMED' : 'Not Confirmed'}` : 'NO RESULT',
    };
  });
};

// The applications not submitted: started and left (in progress), or withdrawn by the applicant.
type Draft = { year: number; name: string; reversedName: string; isWithdrawn: boolean };

const loadDrafts = async (): Promise<Draft[]> =>
  (
    await db()('applications as a')
      .join('applications_applicant_lnk as l', 'l.application_id', 'a.id')
      .join('applicants as p', 'p.id', 'l.applicant_id')
      .where((query) => query.whereNot('a.submitted', true).orWhereNull('a.submitted').orWhereNotNull('a.withdrawn_at'))
      .select('a.application_year', 'a.withdrawn_at', 'p.first_name', 'p.last_name')
  ).map((row) => ({
    year: Number(row.application_year),
    name: `${row.first_name} ${row.last_name}`.toLowerCase(),
    reversedName: `${row.last_name} ${row.first_name}`.toLowerCase(),
    isWithdrawn: row.withdrawn_at !== null,
  }));

// The summary cards: the spec's, over submitted applications (the filters narrow the rows, not the
// cards), and beside them the year's (and name search's) applications in progress and withdrawn.
const countsOf = (rows: Truth[], drafts: Draft[]) => ({
  in_progress: drafts.filter((draft) => !draft.isWithdrawn).length,
  withdrawn: drafts.filter((draft) => draft.isWithdrawn).length,
  all: rows.length,
  pending: rows.filter((row) => row.decision === 'pending').length,
  declined: rows.filter((row) => row.decision === 'Declined').length,
  approved: rows.filter((row) => row.decision === 'Accepted').length,
  requested_docs_submitted: rows.filter((row) => row.docsSubmitted).length,
  documents_completed: rows.filter((row) => row.docsCompleted).length,
  paid: rows.filter((row) => row.paid).length,
});

const yesNo = (value: unknown) => (value === undefined ? undefined : value === 'YES');

const matching = (rows: Truth[], filters: Record<string, unknown>) =>
  rows.filter(
    (row) =>
      (filters.decision === undefined || row.decision === filters.decision) &&
      (filters.university === undefined || row.university === filters.university || (row.university === 'Other' && row.shownUniversity === filters.university)) &&
      (yesNo(filters.paid) === undefined || row.paid === yesNo(filters.paid)) &&
      (yesNo(filters.docs_submitted) === undefined || row.docsSubmitted === yesNo(filters.docs_submitted)) &&
      (yesNo(filters.docs_completed) === undefined || row.docsCompleted === yesNo(filters.docs_completed)),
  );

const search = (staff: Staff, body: object) => api().post('/api/searchapplication').set(authorised(staff)).send(body);

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now();
  const value = await run();
  return { value, ms: Math.round((performance.now() - started) * 10) / 10 };
};

const median = (values: number[]) => [...values].sort((first, second) => first - second)[Math.floor(values.length / 2)];

describe('[STAFF][SEARCH][SCALE]: the application grid over thousands of generated applications', () => {
  let staff: Staff;
  let generated: GeneratedApplications;
  let truth: Truth[];
  let drafts: Draft[];
  let generationMs: number;

  beforeAll(async () => {
    staff = await signIn();
    const run = await timed(() => generateApplications(COUNT, { seed: 4242, years: YEARS }));
    generated = run.value;
    generationMs = run.ms;
    truth = await loadTruth();
    drafts = await loadDrafts();
  }, 180_000);

  afterAll(async () => {
    await generated?.remove();
  }, 120_000);

  it('generates the applications across the years, straight into the database', async () => {
    console.log(`[SCALE] generated ${COUNT} applications (${generated.applicantIds.length} applicants) in ${generationMs} ms`);
    expect(generated.applicationIds).toHaveLength(COUNT);
    const years: { application_year: number }[] = await db()('applications').whereIn('id', generated.applicationIds).distinct('application_year');
    expect(years.map((row) => Number(row.application_year)).sort()).toEqual(YEARS);
    // about 6% started and never submitted; decisions, payments, documents and results of every kind
    const generatedTruth = truth.filter((row) => generated.applicationIds.includes(row.id));
    expect(generatedTruth.length).toBeGreaterThan(COUNT * 0.9);
    expect(generatedTruth.length).toBeLessThan(COUNT);
    for (const check of [(row: Truth) => row.paid, (row: Truth) => row.docsSubmitted, (row: Truth) => row.docsCompleted, (row: Truth) => row.result === 'pass CONFIRMED', (row: Truth) => row.result === 'NO MARKS Not Confirmed']) {
      expect(generatedTruth.filter(check).length).toBeGreaterThan(20);
    }
  });

  it.each([...YEARS, 'all'])('counts the summary cards of %s as the stored rows say', async (year) => {
    const rows = truth.filter((row) => year === 'all' || row.year === year);
    const { body } = await search(staff, { application_year: year, page: 1 }).expect(200);
    expect(body.counts).toEqual(countsOf(rows, drafts.filter((draft) => year === 'all' || draft.year === year)));
    expect(body.total).toBe(rows.length);
    expect(body.rows).toHaveLength(8);
  });

  it.each([
    { decision: 'Accepted' },
    { decision: 'Declined' },
    { decision: 'pending' },
    { paid: 'YES' },
    { paid: 'NO' },
    { docs_submitted: 'YES' },
    { docs_submitted: 'NO' },
    { docs_completed: 'YES' },
    { docs_completed: 'NO' },
    { decision: 'Accepted', paid: 'NO', docs_submitted: 'YES' },
    { decision: 'Accepted', paid: 'YES', docs_completed: 'NO' },
    { university: 'University of Cape Town' },
    { university: 'University of Cape Town', decision: 'Declined' },
  ])('filters %j to the rows the stored data says, with the counts of the year', async (filters) => {
    const year = truth.filter((row) => row.year === YEAR);
    const expected = matching(year, filters);
    const { body } = await search(staff, { application_year: YEAR, page_size: 100, ...filters }).expect(200);
    expect(body.total).toBe(expected.length);
    expect(body.counts).toEqual(countsOf(year, drafts.filter((draft) => draft.year === YEAR)));
    const byId = new Map(expected.map((row) => [row.id, row]));
    for (const row of body.rows) {
      const stored = byId.get(row.application_id) as Truth;
      expect(stored).toBeDefined();
      expect([row.accepted_label, row.paid, row.documents_submitted, row.documents_completed, row.result]).toEqual([
        stored.decision,
        stored.paid ? 'YES' : 'NO',
        stored.docsSubmitted ? 'YES' : 'NO',
        stored.docsCompleted ? 'YES' : 'NO',
        stored.result,
      ]);
    }
  });

  it('finds the applications of an Other university by the name typed in', async () => {
    const typed = truth.find((row) => row.year === YEAR && row.university === 'Other') as Truth;
    const expected = matching(truth.filter((row) => row.year === YEAR), { university: typed.shownUniversity });
    const { body } = await search(staff, { application_year: YEAR, university: typed.shownUniversity, page_size: 100 }).expect(200);
    expect(body.total).toBe(expected.length);
    expect(body.rows.every((row: { University: string }) => row.University === typed.shownUniversity)).toBe(true);
  });

  it('pages through every accepted application of a year, in order, without gaps or repeats', async () => {
    const expected = matching(truth.filter((row) => row.year === YEAR), { decision: 'Accepted' });
    const seen: number[] = [];
    let incomes: number[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await search(staff, { application_year: YEAR, decision: 'Accepted', sort: { field: 'total_income', direction: 'desc' }, page, page_size: 100 }).expect(200);
      expect(body.total).toBe(expected.length);
      if (body.rows.length === 0) break;
      seen.push(...body.rows.map((row: { application_id: number }) => row.application_id));
      incomes = incomes.concat(body.rows.map((row: { 'Total Income': number }) => row['Total Income']));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(expected.map((row) => row.id).sort());
    expect(incomes).toEqual([...incomes].sort((first, second) => second - first));
  });

  it('searches names ignoring case, first or last name first, and counts within the search', async () => {
    const someone = truth.find((row) => row.year === YEAR && generated.applicationIds.includes(row.id)) as Truth;
    for (const term of ['moosa', 'AALIYAH', 'de villiers', someone.name.toUpperCase(), someone.reversedName]) {
      const lower = term.toLowerCase();
      const expected = truth.filter((row) => row.year === YEAR && (row.name.includes(lower) || row.reversedName.includes(lower)));
      const { body } = await search(staff, { application_year: YEAR, search: term, page_size: 100 }).expect(200);
      expect([term, body.total]).toEqual([term, expected.length]);
      const named = drafts.filter((draft) => draft.year === YEAR && (draft.name.includes(lower) || draft.reversedName.includes(lower)));
      expect(body.counts).toEqual(countsOf(expected, named));
      expect(expected.length).toBeGreaterThan(0);
    }
  });

  it("answers the legacy full list of a year with every row's derived values, oldest first, sent as it is read", async () => {
    const expected = truth.filter((row) => row.year === YEAR);
    const { body, headers } = await search(staff, { application_year: YEAR }).expect(200);
    expect(body).toHaveLength(expected.length);
    expect(body.map((row: { application_id: number }) => row.application_id)).toEqual(expected.map((row) => row.id).sort((first, second) => first - second));
    // Page by page as the rows are read, never the year as one object: no length known up front.
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(headers['content-length']).toBeUndefined();
    const byId = new Map(expected.map((row) => [row.id, row]));
    for (const row of body) {
      const stored = byId.get(row.application_id) as Truth;
      expect([row.accepted_label, row.paid, row.documents_submitted, row.documents_completed, row.result, row.University]).toEqual([
        stored.decision,
        stored.paid ? 'YES' : 'NO',
        stored.docsSubmitted ? 'YES' : 'NO',
        stored.docsCompleted ? 'YES' : 'NO',
        stored.result,
        stored.shownUniversity,
      ]);
    }
  });

  it('caps the e-mail applicant search at 15 matches', async () => {
    const { body } = await api().post('/api/searchapplicants').set(authorised(staff)).send({ query: 'a' }).expect(200);
    expect(body).toHaveLength(15);
    expect(body.every((match: { name: string; application_year: number }) => match.name.toLowerCase().includes('a') && match.application_year > 2000)).toBe(true);
  });

  it('reports the statistics of a year as the stored rows say', async () => {
    const rows = truth.filter((row) => row.year === YEAR);
    const { body } = await api().post('/api/aplicantionreport').set(authorised(staff)).send({ application_year: YEAR }).expect(200);
    const figure = (group: Truth[], label: string) => ({
      label,
      total: group.length,
      accepted: group.filter((row) => row.decision === 'Accepted').length,
      declined: group.filter((row) => row.decision === 'Declined').length,
      pending: group.filter((row) => row.decision === 'pending').length,
    });
    expect(body.totals).toEqual(figure(rows, 'All'));
    expect(body.income_bands).toEqual(
      ['0-5000', '5001-10000', '10001-15000', '15001-20000', '20000 and more'].map((band) => figure(rows.filter((row) => incomeBandOf(row.totalIncome) === band), band)),
    );
    const universities = [...new Set(rows.map((row) => row.university))];
    expect(body.institutions).toHaveLength(universities.length);
    for (const institution of body.institutions) {
      expect(institution).toEqual(figure(rows.filter((row) => row.university === institution.label), institution.label));
    }
  });

  it('measures the first page with its counts, the full list of a year and the statistics', async () => {
    const firstPage = [];
    for (let run = 0; run < 5; run += 1) firstPage.push((await timed(() => search(staff, { application_year: YEAR, page: 1 }).expect(200))).ms);
    const filtered = [];
    for (let run = 0; run < 5; run += 1) {
      filtered.push((await timed(() => search(staff, { application_year: YEAR, page: 3, decision: 'Accepted', paid: 'NO', sort: { field: 'last_name' } }).expect(200))).ms);
    }
    const named = [];
    for (let run = 0; run < 5; run += 1) named.push((await timed(() => search(staff, { application_year: 'all', search: 'moosa' }).expect(200))).ms);
    const fullList = [];
    let fullRows = 0;
    let fullBytes = 0;
    for (let run = 0; run < 3; run += 1) {
      const { value, ms } = await timed(() => search(staff, { application_year: YEAR }).expect(200));
      fullList.push(ms);
      fullRows = value.body.length;
      fullBytes = value.text.length;
    }
    const report = [];
    for (let run = 0; run < 3; run += 1) report.push((await timed(() => api().post('/api/aplicantionreport').set(authorised(staff)).expect(200))).ms);
    const database = process.env.DATABASE_CLIENT === 'postgres' ? 'PostgreSQL' : 'SQLite';
    const all = await db()('applications').count({ n: '*' }).first();
    console.log(
      [
        `[SCALE] ${database}, ${all?.n} applications in the database (${truth.filter((row) => row.year === YEAR).length} submitted in ${YEAR}); median of runs, ms:`,
        `  first page with counts:          ${median(firstPage)} (runs ${firstPage.join(', ')})`,
        `  filtered, sorted page 3:         ${median(filtered)} (runs ${filtered.join(', ')})`,
        `  name search over every year:     ${median(named)} (runs ${named.join(', ')})`,
        `  full list of ${YEAR}:               ${median(fullList)} (runs ${fullList.join(', ')}; ${fullRows} rows, ${Math.round(fullBytes / 1024)} KiB)`,
        `  statistics report, every year:   ${median(report)} (runs ${report.join(', ')})`,
      ].join('\n'),
    );
    expect(fullRows).toBeGreaterThan(0);
  });
});
