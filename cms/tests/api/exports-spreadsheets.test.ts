import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sharedStyles } from '../../src/api/exports/utils/spreadsheet-cell';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { db } from '../support/database';
import { applicationWithFiles, bulkRows, confirmResult, pay, sendRequestedDocuments, sendResults } from '../support/exports-arrange';
import { samplePdf } from '../support/files';
import { bytesOrJson, cellFormats, readSheet } from '../support/office-files';
import { decide, referenceOf } from '../support/applications';
import { generateApplications, type GeneratedApplications } from '../support/generate-applications';
import { GRID_COLUMN_FIELDS } from '@bursary/domain/application-fields';
import { fieldFormat, fieldText, staffLabel } from '@bursary/domain/field-display';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Amounts are numbers Excel can sum, shown in rand.
const RAND_FORMAT = '"R "#,##0.00';

let staff: { token: string; user: number };

beforeAll(async () => {
  staff = await signIn();
});

const get = (path: string, query: Record<string, unknown> = {}, as: { token: string } | null = staff) => {
  const request = api().get(path).query(query).buffer(true).parse(bytesOrJson);
  return as ? request.set(authorised(as)) : request;
};

const allResults = (body: unknown, as: { token: string } | null = staff) => {
  const request = api().post('/api/getallresults').send(body as object);
  return as ? request.set(authorised(as)) : request;
};

const lastAudit = async (action: string) => {
  const row = await db()('audit_logs').where({ action }).orderBy('id', 'desc').first();
  return { ...row, details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details };
};

const expectSpreadsheet = (response: { headers: Record<string, string> }, filename: string) => {
  expect(response.headers['content-type']).toBe(XLSX);
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['transfer-encoding']).toBe('chunked');
};

const subjects = [
  { subjectName: 'Financial Accounting', subjectMark: '68' },
  { subjectName: 'Economics', subjectMark: '75' },
];

// An accepted, paid application with its requested documents and confirmed final-year results,
// a declined one with two of the three, and a draft (not in the grid).
const arrangeGrid = async () => {
  const accepted = await applicationWithFiles({ names: { first_name: 'Fatima', last_name: 'Davids' } });
  await sendRequestedDocuments(accepted.applicationId, [5, 6, 7], [
    { field: 'registration', name: 'registration.pdf', content: samplePdf() },
    { field: 'fees_statement', name: 'fees.pdf', content: samplePdf() },
    { field: 'consent_form', name: 'consent.pdf', content: samplePdf() },
  ]);
  await decide(accepted.applicationId, 1, { staff });
  await pay(staff, accepted.applicationId, { amount: 15000, date: '2025-03-14' });
  await pay(staff, accepted.applicationId, { amount: 2500.5, date: '2025-04-01', in_respect_of: 'Textbooks' });
  await sendResults(accepted.applicationId, 0, { subjects });
  await sendResults(accepted.applicationId, 1, { subjects });
  await confirmResult(staff, accepted.applicationId, 'finalyear_transcript', 'pass');

  const declined = await applicationWithFiles({ names: { first_name: 'Riyaad', last_name: 'Jacobs' }, university: { university: 'Other', uni: 'Boston City Campus' } });
  await sendRequestedDocuments(declined.applicationId, [5, 6], [
    { field: 'registration', name: 'registration.pdf', content: samplePdf() },
    { field: 'fees_statement', name: 'fees.pdf', content: samplePdf() },
  ]);
  await decide(declined.applicationId, 0, { staff });
  await sendResults(declined.applicationId, 1, { no_result: true, reason: 'Results not released yet.' });

  const draft = await applicationWithFiles({ submit: false });
  return { accepted, declined, draft };
};

let grid: Awaited<ReturnType<typeof arrangeGrid>>;

beforeAll(async () => {
  grid = await arrangeGrid();
});

describe('[STAFF][EXPORT]: GET /api/exports/checklist', () => {
  it("writes the grid's columns for every submitted application of the year to checklist2022.xlsx", async () => {
    const response = await get('/api/exports/checklist', { application_year: 2025 }).expect(200);
    expectSpreadsheet(response, 'checklist2022.xlsx');

    const sheet = await readSheet(response.body);
    expect(sheet.name).toBe('Checklist');
    expect(sheet.headers).toEqual([
      'Application No.', 'First Name', 'Last Name', 'Email', 'University', 'Course', 'Study Level', 'Application Year', 'Application Type',
      'Gender', 'Race', 'Religion', 'Country of Birth', 'Total Income', 'Total Expense', 'Student Number', 'Cell Phone',
      'Alternative Phone', 'Year of Study', 'Required Amount for Tuition', 'Required Amount for Books',
      'Required Amount for Accommodation', 'Accepted', 'Amount Paid', 'Paid', 'Documents Submitted', 'Requested Documents', 'Documents Completed',
      'Result',
    ]);
    const rowOf = (email: string) => sheet.rows.filter((row) => row.Email === email);
    expect(rowOf(grid.accepted.applicant.email)).toEqual([
      {
        'Application No.': referenceOf(grid.accepted.applicationId),
        'First Name': 'Fatima',
        'Last Name': 'Davids',
        Email: grid.accepted.applicant.email,
        University: 'University of Cape Town',
        Course: 'Accounting',
        'Study Level': 'Diploma',
        'Application Year': 2025,
        'Application Type': 'First time applicant (matriculant)',
        Gender: 'Female',
        Race: 'Malay',
        Religion: 'Islam',
        'Country of Birth': 'South Africa',
        'Total Income': 12700.5,
        'Total Expense': 11000,
        'Student Number': 'DVSFAT001',
        'Cell Phone': '0821234567',
        'Alternative Phone': '0217654321',
        'Year of Study': 1,
        'Required Amount for Tuition': 45000,
        'Required Amount for Books': 4000,
        'Required Amount for Accommodation': 30000,
        Accepted: 'Accepted',
        'Amount Paid': 17500.5,
        Paid: 'YES',
        'Documents Submitted': 'YES',
        'Requested Documents': '3 of 3 received',
        'Documents Completed': 'NO',
        Result: 'pass CONFIRMED',
      },
    ]);
    expect(rowOf(grid.declined.applicant.email)).toEqual([
      expect.objectContaining({
        'Application No.': referenceOf(grid.declined.applicationId),
        University: 'Boston City Campus',
        Accepted: 'Declined',
        'Amount Paid': 0,
        Paid: 'NO',
        'Documents Submitted': 'NO',
        'Requested Documents': '2 of 3 received: Consent Form missing',
        'Documents Completed': 'NO',
        Result: 'NO MARKS Not Confirmed',
      }),
    ]);
    expect(rowOf(grid.draft.applicant.email)).toEqual([]);

    // Its amounts are numbers (above) shown in rand; years stay plain.
    const formats = (await cellFormats(response.body))[sheet.rows.findIndex((row) => row.Email === grid.accepted.applicant.email)];
    expect(formats).toMatchObject({
      'Total Income': RAND_FORMAT,
      'Total Expense': RAND_FORMAT,
      'Required Amount for Tuition': RAND_FORMAT,
      'Required Amount for Books': RAND_FORMAT,
      'Required Amount for Accommodation': RAND_FORMAT,
      'Amount Paid': RAND_FORMAT,
      'Application Year': undefined,
      'Year of Study': undefined,
    });

    expect((await lastAudit('export.checklist')).details).toEqual({ before: null, after: null, filename: 'checklist2022.xlsx', application_year: 2025 });
  });

  it('takes every year at once, writes only the header for a year without applications, and refuses a year it cannot read', async () => {
    const every = await readSheet((await get('/api/exports/checklist', { application_year: 'all' }).expect(200)).body);
    expect(every.rows.filter((row) => row.Email === grid.accepted.applicant.email)).toHaveLength(1);
    const none = await readSheet((await get('/api/exports/checklist', { application_year: 2001 }).expect(200)).body);
    expect(none.headers).toHaveLength(29);
    expect(none.rows).toEqual([]);
    await get('/api/exports/checklist', { application_year: '20x5' }).expect(400, { error: 'Choose an application year: all, or a year such as 2025.' });
  });
});

describe('[STAFF][EXPORT]: POST /api/getallresults and GET /api/exports/results', () => {
  const midYear = () => ({
    'Application No.': referenceOf(grid.accepted.applicationId),
    'First Name': 'Fatima',
    'Last Name': 'Davids',
    Email: grid.accepted.applicant.email,
    'ID Number': grid.accepted.basic.id_number,
    'Student Number': 'DVSFAT001',
    University: 'University of Cape Town',
    Course: 'Accounting',
    'Application Year': 2025,
    'Results Period': 'Mid-year Results',
    'Subjects and Marks': 'Financial Accounting: 68; Economics: 75',
    Average: 71.5,
    'Pass/Fail': '',
    Confirmed: 'NO',
    'No Result Reason': '',
    Submitted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  const finalYear = () => ({ ...midYear(), 'Results Period': 'Final-year Results', 'Pass/Fail': 'pass', Confirmed: 'YES' });
  const noResult = () =>
    expect.objectContaining({
      'Application No.': referenceOf(grid.declined.applicationId),
      University: 'Boston City Campus',
      'Results Period': 'Final-year Results',
      'Subjects and Marks': '',
      Average: null,
      'No Result Reason': 'Results not released yet.',
    });
  const mine = (rows: Record<string, unknown>[]) =>
    rows.filter((row) => [grid.accepted.applicationId, grid.declined.applicationId].map((id) => referenceOf(id)).includes(row['Application No.'] as string));

  it('answers one row per result of the year and period as JSON', async () => {
    const all = await allResults({ application_year: 2025, results_period: 'all' }).expect(200);
    expect(all.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(mine(all.body)).toEqual([midYear(), finalYear(), noResult()]);

    const finals = await allResults({ application_year: '2025', results_period: 'finalyear_transcript' }).expect(200);
    expect(mine(finals.body)).toEqual([finalYear(), noResult()]);
    expect(mine((await allResults({ application_year: 2001, results_period: 'all' }).expect(200)).body)).toEqual([]);
    expect((await lastAudit('export.results_rows')).details).toMatchObject({ application_year: 2001, results_period: 'all' });
  });

  it('writes the same rows to results.xlsx, saved under a name and in a sheet that say the year and period', async () => {
    const response = await get('/api/exports/results', { application_year: 2025, results_period: 'midyear_transcript' }).expect(200);
    expectSpreadsheet(response, 'results 2025 mid-year.xlsx');
    const sheet = await readSheet(response.body);
    expect(sheet.name).toBe('Results 2025 mid-year');
    expect(sheet.headers).toEqual(Object.keys(midYear()));
    const [row] = mine(sheet.rows);
    expect(row).toEqual({ ...midYear(), 'Pass/Fail': null, 'No Result Reason': null });
    expect((await lastAudit('export.results')).details).toMatchObject({
      filename: 'results 2025 mid-year.xlsx',
      application_year: 2025,
      results_period: 'midyear_transcript',
    });
  });

  it("is the specification's results.xlsx for every year and both periods, and names whichever one is chosen", async () => {
    const every = await get('/api/exports/results', { application_year: 'all', results_period: 'all' }).expect(200);
    expectSpreadsheet(every, 'results.xlsx');
    const everySheet = await readSheet(every.body);
    expect(everySheet.name).toBe('Results all years all periods');
    expect(mine(everySheet.rows)).toEqual([
      { ...midYear(), 'Pass/Fail': null, 'No Result Reason': null },
      { ...finalYear(), 'No Result Reason': null },
      expect.objectContaining({ 'Application No.': referenceOf(grid.declined.applicationId), 'No Result Reason': 'Results not released yet.' }),
    ]);

    const finals = await get('/api/exports/results', { application_year: 'all', results_period: 'finalyear_transcript' }).expect(200);
    expectSpreadsheet(finals, 'results final-year.xlsx');
    expect((await readSheet(finals.body)).name).toBe('Results all years final-year');

    const year = await get('/api/exports/results', { application_year: 2025 }).expect(200);
    expectSpreadsheet(year, 'results 2025.xlsx');
    expect((await readSheet(year.body)).name).toBe('Results 2025 all periods');
  });

  it('refuses a period or year it does not know', async () => {
    await allResults({ application_year: 2025, results_period: 'term1' }).expect(400, {
      error: 'Choose a results period: all, finalyear_transcript or midyear_transcript.',
    });
    await allResults({ application_year: 'next', results_period: 'all' }).expect(400, { error: 'Choose an application year: all, or a year such as 2025.' });
    await get('/api/exports/results', { results_period: 'summer' }).expect(400);
  });
});

describe('[STAFF][EXPORT]: GET /api/exports/payments', () => {
  it('writes the payments of a date range, by Payment Date, with every payment field, the name and a total row', async () => {
    const { applicationId } = await applicationWithFiles({ names: { first_name: 'Sipho', last_name: 'Ndlovu' } });
    await decide(applicationId, 1, { staff });
    await pay(staff, applicationId, { amount: 12000, date: '2013-02-28', bank: 'FNB' });
    await pay(staff, applicationId, { amount: 3000.25, date: '2013-02-01', in_respect_of: 'Accommodation' });
    await pay(staff, applicationId, { amount: 999, date: '2013-03-01' });
    await pay(staff, applicationId, { amount: 111, date: '2013-01-31' });
    const ids = (await db()('application_payments_application_lnk').where({ application_id: applicationId }).orderBy('payment_id')).map((row) => Number(row.payment_id));

    const response = await get('/api/exports/payments', { from: '2013-02-01', to: '2013-02-28' }).expect(200);
    expectSpreadsheet(response, 'payments 2013-02-01 to 2013-02-28.xlsx');
    const sheet = await readSheet(response.body);
    expect(sheet.name).toBe('Payments');
    const payment = (id: number, date: string, amount: number, more: Record<string, unknown> = {}) => ({
      'Payment Date': new Date(`${date}T00:00:00Z`),
      'First Name': 'Sipho',
      'Last Name': 'Ndlovu',
      'Payment ID': id,
      'Application No.': referenceOf(applicationId),
      Reference: 'DVSFAT001',
      'In Favour Of': 'University of Cape Town',
      Bank: 'Standard Bank',
      'Account No': '070123456',
      'Branch Code': '051001',
      'In Respect Of': 'Education',
      Account: 'Trust',
      'Amount Approved': amount,
      'EFT/Cheque': 'EFT',
      'Approved 1': 'AGS',
      'Approved 2': 'MSB',
      ...more,
    });
    expect(sheet.rows).toEqual([
      payment(ids[1], '2013-02-01', 3000.25, { 'In Respect Of': 'Accommodation' }),
      payment(ids[0], '2013-02-28', 12000, { Bank: 'FNB' }),
      { ...Object.fromEntries(sheet.headers.map((header) => [header, null])), 'Payment Date': 'Total', 'Amount Approved': { formula: 'SUM(M2:M3)', result: 15000.25 } },
    ]);
    // The payments and their total are numbers shown in rand; the dates are dates.
    const formats = await cellFormats(response.body);
    expect(formats.map((row) => row['Amount Approved'])).toEqual([RAND_FORMAT, RAND_FORMAT, RAND_FORMAT]);
    expect(formats.slice(0, 2).map((row) => row['Payment Date'])).toEqual(['yyyy-mm-dd', 'yyyy-mm-dd']);
    expect((await lastAudit('export.payments')).details).toMatchObject({ filename: 'payments 2013-02-01 to 2013-02-28.xlsx', from: '2013-02-01', to: '2013-02-28' });
  });

  it('writes a zero total for a range without payments, and asks for the dates as yyyy-mm-dd', async () => {
    const sheet = await readSheet((await get('/api/exports/payments', { from: '2012-12-01', to: '2012-12-01' }).expect(200)).body);
    expect(sheet.rows).toEqual([expect.objectContaining({ 'Payment Date': 'Total', 'Amount Approved': 0 })]);

    await get('/api/exports/payments', { to: '2013-02-28' }).expect(400, { error: 'Give the from date of the payments as yyyy-mm-dd.' });
    await get('/api/exports/payments', { from: '2013-02-30', to: '2013-03-01' }).expect(400, { error: 'Give the from date of the payments as yyyy-mm-dd.' });
    await get('/api/exports/payments', { from: '2013-02-01', to: '1/3/2013' }).expect(400, { error: 'Give the to date of the payments as yyyy-mm-dd.' });
    await get('/api/exports/payments', { from: '2013-03-01', to: '2013-02-01' }).expect(400, { error: 'The from date must be on or before the to date.' });
  });
});

describe('[STAFF][EXPORT]: each style serialised once', () => {
  // A sheet of 1,000 rows as the exports write theirs (exceljs's stream writer, column formats),
  // counting the styles exceljs serialises to find their id.
  const writeSheet = async (prepare: (row: ExcelJS.Row) => ExcelJS.Row) => {
    const { prototype } = jest.requireActual('exceljs/lib/xlsx/xform/style/styles-xform');
    const serialised = jest.spyOn(prototype, '_addStyle');
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Sheet');
    sheet.columns = [
      { header: 'Day', key: 'Day', style: {} },
      { header: 'Amount', key: 'Amount', style: { numFmt: RAND_FORMAT } },
      { header: 'Note', key: 'Note', style: {} },
    ];
    for (let index = 0; index < 1000; index += 1) {
      const row = { Day: index % 3 ? new Date(Date.UTC(2025, 0, 1 + (index % 28))) : 'unknown', Amount: index + 0.5, Note: index % 2 ? 'paid' : null };
      prepare(sheet.addRow(row)).commit();
    }
    sheet.commit();
    await workbook.commit();
    const count = serialised.mock.calls.length;
    serialised.mockRestore();
    return { count, xlsx: Buffer.concat(chunks) };
  };

  it('gives a column one style object per kind of value, so exceljs serialises a few styles, not one per cell, and the formats stay', async () => {
    const unshared = await writeSheet((row) => row);
    expect(unshared.count).toBeGreaterThan(3000);
    const shared = await writeSheet(sharedStyles());
    expect(shared.count).toBeLessThan(20);

    // Dates read back as dates (Excel's default date format), amounts in rand, text as text,
    // as exceljs formats them unshared.
    expect(await cellFormats(shared.xlsx)).toEqual(await cellFormats(unshared.xlsx));
    expect((await readSheet(shared.xlsx)).rows).toEqual((await readSheet(unshared.xlsx)).rows);
    const formats = await cellFormats(shared.xlsx);
    expect(formats.slice(0, 3)).toEqual([
      { Day: undefined, Amount: RAND_FORMAT, Note: undefined },
      { Day: 'mm-dd-yy', Amount: RAND_FORMAT, Note: undefined },
      { Day: 'mm-dd-yy', Amount: RAND_FORMAT, Note: undefined },
    ]);
  });
});

describe('[STAFF][EXPORT]: the checklist and the grid agree', () => {
  const YEAR = 2007;
  let generated: GeneratedApplications;
  const bulk = bulkRows();

  beforeAll(async () => {
    generated = await generateApplications(1400, { seed: 808, years: [YEAR, YEAR + 1] });
    // Every tenth application also has later final-year results, still to be confirmed: the newest counts.
    const later = generated.applicationIds.filter((_id, index) => index % 10 === 0);
    const ids = await bulk.insert(
      'application_results',
      later.map(() => ({ period: 'finalyear_transcript', subjects: '[]', pass_fail: 'fail', confirmed: false, no_result: false })),
    );
    await bulk.link('application_results_application_lnk', 'result_id', ids, (index) => later[index]);
  }, 120000);

  afterAll(async () => {
    await bulk.remove();
    await generated.remove();
  });

  // A row of the legacy full list (the grid's rows) as the checklist's columns show it: the fields
  // under the back office's labels (options by their label), then where the application stands.
  const asChecklistRow = (row: Record<string, any>) => ({
    'Application No.': row.application_reference,
    ...Object.fromEntries(
      GRID_COLUMN_FIELDS.map((field) => {
        const value = row[field.gridKey];
        return [staffLabel(field.name), ['text', 'amount'].includes(fieldFormat(field, 'staff')) ? value : fieldText(field, value, 'staff')];
      }),
    ),
    Accepted: row.accepted_label,
    'Amount Paid': Math.round(row.payment.reduce((sum: number, payment: { 'Amount Approved': number }) => sum + payment['Amount Approved'], 0) * 100) / 100,
    Paid: row.paid,
    'Documents Submitted': row.documents_submitted,
    'Requested Documents': row.documents_submitted_note,
    'Documents Completed': row.documents_completed,
    Result: row.result,
  });

  it("shows every submitted application of generated data as the grid's full list does, in the same order", async () => {
    const { body: listed } = await api().post('/api/searchapplication').set(authorised(staff)).send({ application_year: YEAR }).expect(200);
    const sheet = await readSheet((await get('/api/exports/checklist', { application_year: YEAR }).expect(200)).body);
    // More than one page (500 rows), with each kind of standing among them.
    expect(sheet.rows.length).toBeGreaterThan(500);
    for (const column of ['Accepted', 'Paid', 'Documents Submitted', 'Documents Completed', 'Result']) {
      expect(new Set(sheet.rows.map((row) => row[column])).size).toBeGreaterThan(1);
    }
    // Blank cells read back as null.
    const expected = listed.map(asChecklistRow).map((row: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === '' || value === undefined ? null : value])),
    );
    expect(sheet.rows).toEqual(expected);
  }, 60000);
});

describe('[STAFF][EXPORT]: staff only', () => {
  it('refuses applicants and anonymous callers on every export', async () => {
    const applicant = await registerApplicant();
    const query = { from: '2013-02-01', to: '2013-02-28' };
    for (const path of ['/api/exports/checklist', '/api/exports/results', '/api/exports/payments']) {
      await get(path, query, null).expect(401);
      await get(path, query, applicant).expect(403, { error: 'This is for bursary staff only.' });
    }
    await allResults({ application_year: 2025, results_period: 'all' }, null).expect(401);
    await allResults({ application_year: 2025, results_period: 'all' }, applicant).expect(403);
  });
});

describe('[STAFF][EXPORT]: read page by page at scale', () => {
  const YEAR = 2012;
  const APPLICATIONS = 450;
  const bulk = bulkRows();
  let scale: Awaited<ReturnType<typeof bulk.submittedApplications>>;

  beforeAll(async () => {
    scale = await bulk.submittedApplications(YEAR, APPLICATIONS);
  }, 60000);

  afterAll(async () => {
    await bulk.remove();
  });

  it('exports every submitted application of a year over several pages, each once', async () => {
    const checklist = await readSheet((await get('/api/exports/checklist', { application_year: YEAR }).expect(200)).body);
    expect(checklist.rows.filter((row) => scale.emails.includes(row.Email as string)).map((row) => row.Email)).toEqual(scale.emails);
  }, 60000);

  it('exports every result of a year over several pages, each once', async () => {
    const ids = await bulk.insert(
      'application_results',
      Array.from({ length: 510 }, (_value, index) => ({
        period: index % 2 ? 'midyear_transcript' : 'finalyear_transcript',
        subjects: JSON.stringify([{ subjectName: `Subject ${index}`, subjectMark: String(index % 100) }]),
        average: index % 100,
        confirmed: false,
        no_result: false,
      })),
    );
    await bulk.link('application_results_application_lnk', 'result_id', ids, (index) => scale.applicationIds[index % APPLICATIONS]);

    const { body: rows } = await allResults({ application_year: YEAR, results_period: 'all' }).expect(200);
    const mine = rows.filter((row: Record<string, unknown>) => /^Subject \d+: /.test(String(row['Subjects and Marks'])));
    expect(mine.map((row: Record<string, unknown>) => row['Subjects and Marks'])).toEqual(
      Array.from({ length: 510 }, (_value, index) => `Subject ${index}: ${index % 100}`),
    );
    const sheet = await readSheet((await get('/api/exports/results', { application_year: YEAR }).expect(200)).body);
    expect(sheet.rows.filter((row) => /^Subject \d+: /.test(String(row['Subjects and Marks'])))).toHaveLength(510);
  }, 60000);

  it('exports every payment of a range in date order over several pages, a page ending inside a day', async () => {
    // 300 on the first day and 220 on the second, stored out of date order.
    const dayOf = (index: number) => (index % 2 && index < 440 ? '2014-05-02' : '2014-05-01');
    const ids = await bulk.insert(
      'application_payments',
      Array.from({ length: 520 }, (_value, index) => ({
        reference: 'REF',
        in_favour_of: 'University of Cape Town',
        bank: 'ABSA',
        account_no: '1',
        branch_code: '2',
        in_respect_of: 'Education',
        account: 'Trust',
        amount_approved: index + 1,
        eft_chq: 'EFT',
        approved_1: 'AGS',
        approved_2: 'MSB',
        payment_date: dayOf(index),
      })),
    );
    await bulk.link('application_payments_application_lnk', 'payment_id', ids, (index) => scale.applicationIds[index % APPLICATIONS]);

    const sheet = await readSheet((await get('/api/exports/payments', { from: '2014-05-01', to: '2014-05-02' }).expect(200)).body);
    const rows = sheet.rows.slice(0, -1);
    const expected = ids.map((id, index) => ({ id, day: dayOf(index) })).sort((a, b) => a.day.localeCompare(b.day) || a.id - b.id);
    expect(rows.map((row) => row['Payment ID'])).toEqual(expected.map((payment) => payment.id));
    expect(rows.map((row) => (row['Payment Date'] as Date).toISOString().slice(0, 10))).toEqual(expected.map((payment) => payment.day));
    expect(sheet.rows[sheet.rows.length - 1]['Amount Approved']).toEqual({ formula: 'SUM(M2:M521)', result: (520 * 521) / 2 });
  }, 60000);
});
