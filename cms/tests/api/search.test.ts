import crypto from 'node:crypto';
import { toDateOfBirth } from '@bursary/domain/date-of-birth';
import { surveySchema } from '@bursary/domain/schemas/survey';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant, type TestApplicant } from '../support/applicants';
import { db } from '../support/database';
import { samplePdf, samplePng } from '../support/files';
import { issueLinkToken } from '../support/link-tokens';
import { expenses, socialInfo, survey, university } from '../../../packages/test-kit/src/step-bodies';
import { submittedApplication, type SubmittedApplication } from '../support/submitted-applications';
import { TEST_STAFF } from '../support/test-env';
import { decide, referenceOf } from '../support/applications';
import { uploadRequested } from '../support/document-uploads';

// Letters only, so that a name search for it finds this file's applicants and nobody else's.
const TAG = `Q${[...crypto.randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
const YEAR = 2025;
const OTHER_UNIVERSITY_NAME = 'Cape Town Academy of Islamic Sciences';
const SORT_MESSAGE =
  'Sort by one of application_id, first_name, last_name, email, university, course, study_level, application_year, ' +
  'application_type, year_of_study, total_income, total_expense, submitted_at, last_saved_at, score, reviews, rank, with direction asc or desc.';

type Staff = { token: string };

const officeDate = (moment: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);

const search = (staff: Staff, body: unknown) => api().post('/api/searchapplication').set(authorised(staff)).send(body as object);

const documentsOf = async (applicationId: number, field: string) =>
  (
    await db()('application_documents as d')
      .join('application_documents_application_lnk as l', 'l.document_id', 'd.id')
      .where({ 'l.application_id': applicationId, 'd.field': field })
      .orderBy('d.id')
      .select('d.id', 'd.original_name', 'd.mime', 'd.size')
  ).map((row) => ({ id: Number(row.id), original_name: row.original_name, mime: row.mime, size: Number(row.size) }));

const submitResults = async (applicationId: number, resultType: 0 | 1) => {
  // Issued by the results-request e-mail (another engineer's call); arranged directly.
  const token = await issueLinkToken({ purpose: 'results_request', applicationId, payload: { resultType } });
  await api()
    .post('/api/submitresults')
    .field('token', token)
    .field('results', JSON.stringify({ subjects: [{ subjectName: 'Financial Accounting', subjectMark: '68' }, { subjectName: 'Economics', subjectMark: '59' }] }))
    .attach('file', samplePdf(), { filename: 'results.pdf', contentType: 'application/pdf' })
    .expect(201);
};

const pay = (staff: Staff, applicationId: number, payment: Record<string, unknown>) =>
  api()
    .post('/api/addpaymet')
    .set(authorised(staff))
    .send({ application_id: applicationId, bank: 'FNB', account_no: '62001234567', branch_code: '250655', in_respect_of: 'Education', ...payment })
    .expect(200)
    .then((response) => response.body.payment.payment_id as number);

const comment = (staff: Staff, applicationId: number, text: string) =>
  api().post('/api/addcomment').set(authorised(staff)).send({ application_id: applicationId, comment: text }).expect(200);

const idsOf = (rows: { application_id: number }[]) => rows.map((row) => row.application_id);

describe('[STAFF][SEARCH]: POST /api/searchapplication', () => {
  let staff: Staff;
  let outsider: TestApplicant;
  // accepted, paid, documents 5, 6, 7 submitted and completed, final-year result confirmed, an Other university and course
  let aaliyah: SubmittedApplication;
  // accepted, not paid, only documents 5 and 6, final-year result not confirmed
  let yusuf: SubmittedApplication;
  // paid while accepted, then declined: not paid
  let fatima: SubmittedApplication;
  // pending
  let ismail: SubmittedApplication;
  // pending, an application of 2024
  let zainab: SubmittedApplication;
  // started, never submitted: not in the grid (only under its status filter), counted as in progress
  let riyaad: SubmittedApplication;
  let paymentIds: number[];

  beforeAll(async () => {
    staff = await signIn();
    outsider = await registerApplicant();
    aaliyah = await submittedApplication(
      { first_name: 'Aaliyah', last_name: `${TAG}-Davids` },
      {
        university: { university: 'Other', uni: OTHER_UNIVERSITY_NAME, course: 'OTHER', cor: 'Islamic Finance' },
        income: { father_monthly_salary: 9000, mother_monthly_salary: 3500.5, other_income: 1200 },
      },
    );
    yusuf = await submittedApplication(
      { first_name: 'Yusuf', last_name: `${TAG}-Petersen` },
      { university: { university: 'Rhodes University', course: 'Computer Science', unilevel: "Bachelor's Degree (3 years)" }, income: { father_monthly_salary: 2000 } },
    );
    fatima = await submittedApplication(
      { first_name: 'Fatima', last_name: `${TAG}-Moosa` },
      { university: { university: 'Rhodes University', course: 'Economics' }, income: { father_monthly_salary: 15000 } },
    );
    ismail = await submittedApplication({ first_name: 'Ismail', last_name: `${TAG}-Khan` }, { income: { father_monthly_salary: 4000 } });
    zainab = await submittedApplication({ first_name: 'Zainab', last_name: `${TAG}-Jacobs` });
    riyaad = await submittedApplication({ first_name: 'Riyaad', last_name: `${TAG}-Adams` }, {}, { submit: false });
    // Applications are only ever created in the cycle year; an earlier year's is arranged by moving one.
    await db()('applications').where({ id: zainab.applicationId }).update({ application_year: 2024 });

    await decide(aaliyah.applicationId, 1, { staff });
    paymentIds = [
      await pay(staff, aaliyah.applicationId, { amount_approved: 15000, payment_date: '2025-02-14' }),
      await pay(staff, aaliyah.applicationId, { amount_approved: 4500.5, payment_date: '2025-03-01', in_respect_of: 'Textbooks', bank: 'ABSA' }),
    ];
    await uploadRequested(aaliyah.applicationId, [
      ['registration', samplePdf(), 'registration.pdf', 'application/pdf'],
      ['fees_statement', samplePdf(), 'fees.pdf', 'application/pdf'],
      ['consent_form', samplePng(), 'consent.png', 'image/png'],
    ]);
    await api()
      .post('/api/sendocscompleted')
      .set(authorised(staff))
      .send({ applicant_id: aaliyah.applicant.applicantId, application_id: aaliyah.applicationId, status: 0 })
      .expect(200);
    await submitResults(aaliyah.applicationId, 0);
    await submitResults(aaliyah.applicationId, 1);
    await api()
      .post('/api/confirmresult')
      .set(authorised(staff))
      .send({ application_id: aaliyah.applicationId, period: 'finalyear_transcript', pass_fail: 'pass' })
      .expect(200);
    await comment(staff, aaliyah.applicationId, 'Strong motivation; check the fees statement.');
    await comment(staff, aaliyah.applicationId, 'Fees statement received.');

    await decide(yusuf.applicationId, 1, { staff });
    await uploadRequested(yusuf.applicationId, [
      ['registration', samplePdf(), 'registration.pdf', 'application/pdf'],
      ['fees_statement', samplePdf(), 'fees.pdf', 'application/pdf'],
    ]);
    await submitResults(yusuf.applicationId, 1);

    await decide(fatima.applicationId, 1, { staff });
    await pay(staff, fatima.applicationId, { amount_approved: 1000 });
    await decide(fatima.applicationId, 0, { staff });
  }, 120_000);

  it('answers the legacy full list of a year: every grid column and derived value, as stored', async () => {
    const { body } = await search(staff, { application_year: YEAR }).expect(200);
    expect(Array.isArray(body)).toBe(true);

    const row = body.find((candidate: { application_id: number }) => candidate.application_id === aaliyah.applicationId);
    const staffUser = await db()('up_users').where({ email: TEST_STAFF.email }).first('first_name', 'last_name');
    const initials = `${(staffUser.first_name ?? '').charAt(0)}${(staffUser.last_name ?? '').charAt(0)}`.toUpperCase();
    const today = officeDate(new Date());
    const basic = aaliyah.basic;
    const social = socialInfo();
    const step = university();
    const spent = expenses();
    const surveyFields = Object.fromEntries(Object.keys(surveySchema.fields).map((field) => [field, null]));

    expect(row).toEqual({
      application_id: aaliyah.applicationId,
      applicant_id: aaliyah.applicant.applicantId,
      application_reference: referenceOf(aaliyah.applicationId),
      'First Name': 'Aaliyah',
      'Last Name': `${TAG}-Davids`,
      Email: aaliyah.applicant.email,
      University: OTHER_UNIVERSITY_NAME,
      Course: 'Islamic Finance',
      'Study Level': step.unilevel,
      'Application Year': YEAR,
      'Application Type': step.application_type,
      Gender: social.gender,
      Race: social.race,
      Religion: social.religion,
      'Country of Birth': basic.country,
      'Total Income': 9000 + 3500.5 + 1200,
      'Total Expense': 4500 + 350 + 900 + 1200 + 300 + 0 + 250 + 3500 + 0,
      'Student Number': step.student_number,
      'Cell Phone': basic.cell_phone,
      'Alternative Phone': basic.alternative_phone,
      'Year of Study': step.year_of_study,
      'Required Amount for Tuition': step.amount_for_tuition,
      'Required Amount for Books': step.amount_for_books,
      'Required Amount for Accommodation': step.amount_for_accommodation,
      accept_decline: 1,
      accepted_label: 'Accepted',
      status_id: 2,
      submitted: true,
      status: 'submitted',
      progress: 'All 7 steps saved and submitted',
      last_saved_at: expect.any(String),
      withdrawn_at: null,
      payment: [
        { payment_id: paymentIds[0], ID: step.student_number, 'Amount Approved': 15000, 'Payment Date': '2025-02-14', 'In respect of': 'Education' },
        { payment_id: paymentIds[1], ID: step.student_number, 'Amount Approved': 4500.5, 'Payment Date': '2025-03-01', 'In respect of': 'Textbooks' },
      ],
      paid: 'YES',
      documents_submitted: 'YES',
      documents_submitted_note: '3 of 3 received',
      docs_completed: true,
      documents_completed: 'YES',
      pass_or_fail: 'pass',
      result: 'pass CONFIRMED',
      all_results: [
        { period: 'midyear_transcript', pass_fail: null, confirmed: 'no' },
        { period: 'finalyear_transcript', pass_fail: 'pass', confirmed: 'yes' },
      ],
      review: [
        { Comment: 'Fees statement received.', 'Comment Date': today, initials },
        { Comment: 'Strong motivation; check the fees statement.', 'Comment Date': today, initials },
      ],
      checklist_downloaded: false,
      id_document: await documentsOf(aaliyah.applicationId, 'id_document'),
      affidavit: await documentsOf(aaliyah.applicationId, 'affidavit'),
      registration: await documentsOf(aaliyah.applicationId, 'registration'),
      fees_statement: await documentsOf(aaliyah.applicationId, 'fees_statement'),
      consent_form_list: await documentsOf(aaliyah.applicationId, 'consent_form'),
      'Alternative Email': basic.alternative_email,
      Address: basic.address,
      Suburb: basic.suburb,
      City: basic.city,
      Province: basic.province,
      'Area Code': basic.area_code,
      'First Language': basic.first_language,
      'Second Language': basic.second_language,
      'ID Type': basic.id_type,
      'ID Number': basic.id_number,
      'Date of Birth': toDateOfBirth(basic),
      'Employment Status': social.employment_status,
      'Marital Status': social.marital_status,
      'Number of Siblings': social.number_of_siblings,
      'Spouse Name': null,
      'Spouse Contact Number': null,
      'Spouse Employment Status': null,
      'Reference Name': social.reference_name,
      'Reference Email': social.reference_email,
      'Reference Cell Phone': social.reference_cell,
      'Relationship with Reference': social.reference_relationship,
      'Duration of Study': step.duration_of_study,
      'Completion Year': step.completion_year,
      'Required Amount for Travelling': step.amount_for_transport,
      'Father Monthly Salary': 9000,
      'Mother Monthly Salary': 3500.5,
      'Spouse Monthly Salary': 0,
      'Own Monthly Salary': 0,
      Investments: 0,
      'Other Source of Income': 1200,
      'Rent and Bond': spent.rent_bond_expense,
      Rates: spent.rates,
      'Water Electricity': spent.water_electricity,
      Groceries: spent.grocery_milk_bread,
      Transport: spent.transport_petrol,
      Telephone: spent.telephone,
      'Medical Aid': spent.medical_aid,
      Insurance: spent.insurance,
      'Other Expense': spent.other_expense,
      ...surveyFields,
      ...survey(),
    });
    // what the applicant uploaded: one file of each kind, under the name they gave it
    expect(row.id_document).toEqual([expect.objectContaining({ original_name: 'id_document.pdf', mime: 'application/pdf' })]);
    expect(row.consent_form_list).toEqual([expect.objectContaining({ original_name: 'consent.png', mime: 'image/png' })]);
  });

  it('derives accepted, paid, documents and result values for every decision', async () => {
    // the four documents of the application are in; none of the three that documents submitted looks for
    const NONE_RECEIVED = '0 of 3 received: Proof of Registration, Fees Statement and Consent Form missing';
    const { body } = await search(staff, { application_year: YEAR }).expect(200);
    const byId = new Map(body.map((row: { application_id: number }) => [row.application_id, row]));
    const pick = (id: number) => {
      const row = byId.get(id) as Record<string, unknown>;
      return {
        accepted_label: row.accepted_label,
        accept_decline: row.accept_decline,
        paid: row.paid,
        documents_submitted: row.documents_submitted,
        documents_submitted_note: row.documents_submitted_note,
        documents_completed: row.documents_completed,
        pass_or_fail: row.pass_or_fail,
        result: row.result,
        payments: (row.payment as unknown[]).length,
      };
    };
    expect(pick(yusuf.applicationId)).toEqual({
      accepted_label: 'Accepted', accept_decline: 1, paid: 'NO', documents_submitted: 'NO',
      documents_submitted_note: '2 of 3 received: Consent Form missing', documents_completed: 'NO',
      pass_or_fail: null, result: 'NO MARKS Not Confirmed', payments: 0,
    });
    // paid means accepted with a payment: Fatima's payment stays on record after she was declined
    expect(pick(fatima.applicationId)).toEqual({
      accepted_label: 'Declined', accept_decline: 0, paid: 'NO', documents_submitted: 'NO',
      documents_submitted_note: NONE_RECEIVED, documents_completed: 'NO',
      pass_or_fail: null, result: 'NO RESULT', payments: 1,
    });
    expect(pick(ismail.applicationId)).toEqual({
      accepted_label: 'pending', accept_decline: 2, paid: 'NO', documents_submitted: 'NO',
      documents_submitted_note: NONE_RECEIVED, documents_completed: 'NO',
      pass_or_fail: null, result: 'NO RESULT', payments: 0,
    });
    expect((byId.get(yusuf.applicationId) as { University: string }).University).toBe('Rhodes University');
    // another year's application, and one never submitted, are not in this year's grid
    expect(byId.has(zainab.applicationId)).toBe(false);
    expect(byId.has(riyaad.applicationId)).toBe(false);
  });

  it('answers the list of another year, and of every year with all', async () => {
    const earlier = await search(staff, { application_year: '2024' }).expect(200);
    expect(idsOf(earlier.body)).toContain(zainab.applicationId);
    expect(idsOf(earlier.body)).not.toContain(aaliyah.applicationId);
    expect(earlier.body.every((row: { 'Application Year': number }) => row['Application Year'] === 2024)).toBe(true);
    // the reference carries the application's own year
    const zainabRow = earlier.body.find((row: { application_id: number }) => row.application_id === zainab.applicationId);
    expect(zainabRow.application_reference).toBe(referenceOf(zainab.applicationId, 2024));

    const every = await search(staff, { application_year: 'all' }).expect(200);
    expect(idsOf(every.body)).toEqual(expect.arrayContaining([zainab.applicationId, aaliyah.applicationId, yusuf.applicationId]));
    expect(idsOf(every.body)).not.toContain(riyaad.applicationId);
    const ids = idsOf(every.body);
    expect([...ids].sort((first, second) => first - second)).toEqual(ids);
  });

  it('answers one page with its total and the summary counts of the year and search', async () => {
    const { body } = await search(staff, { application_year: YEAR, search: TAG }).expect(200);
    expect(Object.keys(body).sort()).toEqual(['counts', 'page', 'page_size', 'rows', 'total']);
    expect(body).toMatchObject({ total: 4, page: 1, page_size: 8 });
    expect(idsOf(body.rows)).toEqual([aaliyah, yusuf, fatima, ismail].map((fixture) => fixture.applicationId));
    expect(body.counts).toEqual({ all: 4, pending: 1, declined: 1, approved: 2, requested_docs_submitted: 1, documents_completed: 1, paid: 1, in_progress: 1, withdrawn: 0 });
    // the same rows as the full list, which leaves out the duplicate flags (duplicate-flags.test.ts)
    const { body: full } = await search(staff, { application_year: YEAR }).expect(200);
    const { flags, ranking, ...listed } = body.rows[0];
    expect(listed).toEqual(full.find((row: { application_id: number }) => row.application_id === aaliyah.applicationId));
    expect(Array.isArray(flags)).toBe(true);
    expect(ranking).toEqual({ score: null, reviews: 0, spread: null, rank: null });

    const every = await search(staff, { application_year: 'all', search: TAG }).expect(200);
    expect(every.body.counts).toEqual({ all: 5, pending: 2, declined: 1, approved: 2, requested_docs_submitted: 1, documents_completed: 1, paid: 1, in_progress: 1, withdrawn: 0 });
  });

  it.each([
    [{ decision: 'Accepted' }, ['aaliyah', 'yusuf']],
    [{ decision: 'Declined' }, ['fatima']],
    [{ decision: 'pending' }, ['ismail']],
    [{ decision: 'accepted' }, ['aaliyah', 'yusuf']],
    [{ paid: 'YES' }, ['aaliyah']],
    [{ paid: 'NO' }, ['yusuf', 'fatima', 'ismail']],
    [{ docs_submitted: 'YES' }, ['aaliyah']],
    [{ docs_submitted: 'NO' }, ['yusuf', 'fatima', 'ismail']],
    [{ docs_completed: 'YES' }, ['aaliyah']],
    [{ docs_completed: 'NO' }, ['yusuf', 'fatima', 'ismail']],
    [{ docs_completed: false }, ['yusuf', 'fatima', 'ismail']],
    [{ university: 'Rhodes University' }, ['yusuf', 'fatima']],
    [{ university: OTHER_UNIVERSITY_NAME }, ['aaliyah']],
    [{ university: 'Other' }, ['aaliyah']],
    [{ university: 'University of Cape Town' }, ['ismail']],
    [{ university: 'Rhodes University', decision: 'Accepted', paid: 'NO' }, ['yusuf']],
    [{ decision: 'all', paid: 'all', university: '' }, ['aaliyah', 'yusuf', 'fatima', 'ismail']],
  ])('filters by %j, keeping the counts of the year and search', async (filters, expected) => {
    const fixtures: Record<string, SubmittedApplication> = { aaliyah, yusuf, fatima, ismail };
    const { body } = await search(staff, { application_year: YEAR, search: TAG, ...filters }).expect(200);
    expect(idsOf(body.rows)).toEqual(expected.map((name) => fixtures[name].applicationId));
    expect(body.total).toBe(expected.length);
    expect(body.counts).toEqual({ all: 4, pending: 1, declined: 1, approved: 2, requested_docs_submitted: 1, documents_completed: 1, paid: 1, in_progress: 1, withdrawn: 0 });
  });

  it.each([
    [{ field: 'last_name' }, ['aaliyah', 'ismail', 'fatima', 'yusuf']],
    [{ field: 'last_name', direction: 'desc' }, ['yusuf', 'fatima', 'ismail', 'aaliyah']],
    [{ field: 'first_name', direction: 'asc' }, ['aaliyah', 'fatima', 'ismail', 'yusuf']],
    [{ field: 'total_income', direction: 'asc' }, ['yusuf', 'ismail', 'aaliyah', 'fatima']],
    [{ field: 'total_income', direction: 'desc' }, ['fatima', 'aaliyah', 'ismail', 'yusuf']],
    [{ field: 'university' }, ['aaliyah', 'yusuf', 'fatima', 'ismail']],
    [{ field: 'application_id', direction: 'desc' }, ['ismail', 'fatima', 'yusuf', 'aaliyah']],
  ])('sorts by %j', async (sort, expected) => {
    const fixtures: Record<string, SubmittedApplication> = { aaliyah, yusuf, fatima, ismail };
    const { body } = await search(staff, { application_year: YEAR, search: TAG, sort }).expect(200);
    expect(idsOf(body.rows)).toEqual(expected.map((name) => fixtures[name].applicationId));
  });

  it('pages through the rows without gaps or repeats', async () => {
    const order = [aaliyah, ismail, fatima, yusuf].map((fixture) => fixture.applicationId);
    const page = (number: number) =>
      search(staff, { application_year: YEAR, search: TAG, sort: { field: 'last_name' }, page: number, page_size: 3 }).expect(200);
    const first = await page(1);
    const second = await page(2);
    const third = await page(3);
    expect(first.body).toMatchObject({ total: 4, page: 1, page_size: 3 });
    expect(idsOf(first.body.rows)).toEqual(order.slice(0, 3));
    expect(idsOf(second.body.rows)).toEqual(order.slice(3));
    expect(third.body).toMatchObject({ rows: [], total: 4, page: 3 });
    const largest = await search(staff, { application_year: YEAR, page_size: 100 }).expect(200);
    expect(largest.body.rows.length).toBe(Math.min(100, largest.body.total));
  });

  it.each(['aaliyah', 'AALIYAH', `aaliyah ${TAG}-davids`, `${TAG}-DAVIDS  Aaliyah`, `LIYAH ${TAG.toUpperCase()}-DA`, `  aaliyah  `])(
    'finds a name ignoring case, first or last name first: %s',
    async (term) => {
      const { body } = await search(staff, { application_year: YEAR, search: term, page_size: 100 }).expect(200);
      expect(idsOf(body.rows)).toContain(aaliyah.applicationId);
      expect(body.rows.every((row: { 'First Name': string }) => row['First Name'].toLowerCase() === 'aaliyah')).toBe(true);
    },
  );

  it('treats % and _ in a search as themselves, not as wildcards', async () => {
    for (const term of ['%', '_', `${TAG}%`, `${TAG.slice(0, 3)}_`]) {
      const { body } = await search(staff, { application_year: 'all', search: term }).expect(200);
      expect(body.total).toBe(0);
      expect(body.counts.all).toBe(0);
    }
  });

  it.each([
    [{}, 'Choose an application year (such as 2025), or all.'],
    [{ application_year: 'last year' }, 'Choose an application year (such as 2025), or all.'],
    [{ application_year: 25.5 }, 'Choose an application year (such as 2025), or all.'],
    [[2025], 'Choose an application year (such as 2025), or all.'],
    [{ application_year: 2025, page: 0 }, 'The page must be a whole number from 1.'],
    [{ application_year: 2025, page_size: 101 }, 'The page size must be a whole number from 1 to 100.'],
    [{ application_year: 2025, page_size: '8; drop table applications' }, 'The page size must be a whole number from 1 to 100.'],
    [{ application_year: 2025, decision: 'maybe' }, 'Filter the decision by Accepted, Declined or pending.'],
    [{ application_year: 2025, paid: 'perhaps' }, 'Filter paid by YES or NO.'],
    [{ application_year: 2025, docs_submitted: 1 }, 'Filter documents submitted by YES or NO.'],
    [{ application_year: 2025, university: { $ne: '' } }, 'Filter by the name of a university.'],
    [{ application_year: 2025, search: 'x'.repeat(101) }, 'Search by a name of at most 100 characters.'],
    [{ application_year: 2025, sort: { field: 'password' } }, SORT_MESSAGE],
    [{ application_year: 2025, sort: { field: 'last_name', direction: 'sideways' } }, SORT_MESSAGE],
    [{ application_year: 2025, sort: 'p.password' }, SORT_MESSAGE],
  ])('refuses %j with a message', async (body, error) => {
    await search(staff, body).expect(400, { error });
  });

  it('is for staff only', async () => {
    const calls = [
      () => api().post('/api/searchapplication').send({ application_year: YEAR }),
      () => api().post('/api/searchapplicants').send({ query: 'aaliyah' }),
      () => api().get(`/api/getapplicationsatus/${aaliyah.applicationId}`),
      () => api().get(`/api/getapplication/${aaliyah.applicationId}`),
    ];
    for (const call of calls) {
      await call().expect(401);
      await call().set(authorised(outsider)).expect(403, { error: 'This is for bursary staff only.' });
      await call().set(authorised(aaliyah.applicant)).expect(403, { error: 'This is for bursary staff only.' });
    }
  });

  describe('POST /api/searchapplicants', () => {
    it('finds applications by first or last name with their year, started ones too', async () => {
      const { body } = await api().post('/api/searchapplicants').set(authorised(staff)).send({ query: TAG.toUpperCase() }).expect(200);
      expect(body).toEqual(
        [aaliyah, fatima, ismail, riyaad, yusuf, zainab].map((fixture) => ({
          applicant_id: fixture.applicant.applicantId,
          application_id: fixture.applicationId,
          name: `${fixture.applicant.first_name} ${fixture.applicant.last_name}`,
          email: fixture.applicant.email,
          application_year: fixture === zainab ? 2024 : YEAR,
        })),
      );
      const byFirstName = await api().post('/api/searchapplicants').set(authorised(staff)).send({ query: `zainab ${TAG}` }).expect(200);
      expect(byFirstName.body.map((match: { application_id: number }) => match.application_id)).toEqual([zainab.applicationId]);
    });

    it('answers nobody for a blank query and refuses one that is not text', async () => {
      await api().post('/api/searchapplicants').set(authorised(staff)).send({ query: '  ' }).expect(200, []);
      await api().post('/api/searchapplicants').set(authorised(staff)).send({}).expect(200, []);
      await api()
        .post('/api/searchapplicants')
        .set(authorised(staff))
        .send({ query: ['a'] })
        .expect(400, { error: 'Search by a name of at most 100 characters.' });
    });
  });

  describe('GET /api/getapplicationsatus/{application_id}', () => {
    it("answers an application's status", async () => {
      const status = (id: number) => api().get(`/api/getapplicationsatus/${id}`).set(authorised(staff)).expect(200);
      expect((await status(aaliyah.applicationId)).body).toEqual({
        application_id: aaliyah.applicationId, status_id: 2, submitted: true, accept_decline: 1, accepted_label: 'Accepted', docs_completed: true, paid: true,
      });
      expect((await status(fatima.applicationId)).body).toEqual({
        application_id: fatima.applicationId, status_id: 2, submitted: true, accept_decline: 0, accepted_label: 'Declined', docs_completed: false, paid: false,
      });
      expect((await status(riyaad.applicationId)).body).toEqual({
        application_id: riyaad.applicationId, status_id: 1, submitted: false, accept_decline: 2, accepted_label: 'pending', docs_completed: false, paid: false,
      });
    });

    it('answers 404 for an application that does not exist', async () => {
      const missing = Number((await db()('applications').max({ id: 'id' }).first())?.id ?? 0) + 1000;
      await api().get(`/api/getapplicationsatus/${missing}`).set(authorised(staff)).expect(404, { error: 'Application not found.' });
      await api().get('/api/getapplicationsatus/abc').set(authorised(staff)).expect(400, { error: 'Give the application_id of the application as a whole number, such as 12.' });
    });
  });

  describe('GET /api/getapplication/{application_id}', () => {
    it('answers the same row the grid shows, for the detail screen', async () => {
      const { body: page } = await search(staff, { application_year: YEAR, search: `aaliyah ${TAG}` }).expect(200);
      const { body } = await api().get(`/api/getapplication/${aaliyah.applicationId}`).set(authorised(staff)).expect(200);
      expect(page.rows).toHaveLength(1);
      expect(body).toEqual(page.rows[0]);
      expect(body).toMatchObject({ application_id: aaliyah.applicationId, 'First Name': aaliyah.applicant.first_name, paid: 'YES' });
    });

    it('answers a started application too, and 404 for one that does not exist', async () => {
      const { body } = await api().get(`/api/getapplication/${riyaad.applicationId}`).set(authorised(staff)).expect(200);
      expect(body).toMatchObject({ application_id: riyaad.applicationId, submitted: false, accepted_label: 'pending' });
      const missing = Number((await db()('applications').max({ id: 'id' }).first())?.id ?? 0) + 1000;
      await api().get(`/api/getapplication/${missing}`).set(authorised(staff)).expect(404, { error: 'Application not found.' });
    });
  });
});
