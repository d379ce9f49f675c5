import { api, signIn } from '../support/api';
import { registerApplicant } from '../support/applicants';
import { submitCompleteApplication } from '../support/applications';
import { auditRows } from '../support/audit';
import { db } from '../support/database';
import { samplePdf } from '../support/files';
import { issueLinkToken } from '../support/link-tokens';

let staff: { token: string; user: number };

beforeAll(async () => {
  staff = await signIn();
});

const MIDYEAR = [
  { subjectName: 'Financial Accounting', subjectMark: '68' },
  { subjectName: 'Business Law', subjectMark: '75' },
  { subjectName: 'Economics', subjectMark: '59' },
];

// The applicant sends results through the link of a results request. The staff call that e-mails
// that link is tested with the e-mails; here the arrange step makes the link itself.
// With a transcript named `filename`; with none when the results are no_result and no filename is given.
const submitResults = async (applicationId: number, resultType: 0 | 1, results: Record<string, unknown>, filename = results.no_result ? null : 'results.pdf') => {
  const token = await issueLinkToken({ purpose: 'results_request', applicationId, payload: { resultType } });
  const request = api().post('/api/submitresults').field('token', token).field('results', JSON.stringify(results));
  const { body } = await (filename ? request.attach('file', samplePdf(), { filename, contentType: 'application/pdf' }) : request).expect(201);
  return body.result.id as number;
};

const resultsData = (applicationId: number | string, token = staff.token) =>
  api().get(`/api/getresultsdata?application_id=${applicationId}`).set('Authorization', token);
const confirmResult = (body: Record<string, unknown>, token = staff.token) => api().post('/api/confirmresult').set('Authorization', token).send(body);

// Refused confirmations change nothing, so they are all tried on one application's results.
let untouched: Promise<{ applicationId: number; resultId: number }> | null = null;
const untouchedResults = () =>
  (untouched ??= (async () => {
    const applicationId = await submitCompleteApplication(await registerApplicant());
    return { applicationId, resultId: await submitResults(applicationId, 0, { subjects: MIDYEAR }) };
  })());

const resultRow = async (resultId: number) => {
  const row = await db()('application_results as r')
    .leftJoin('application_results_confirmed_by_lnk as c', 'c.result_id', 'r.id')
    .where('r.id', resultId)
    .first('r.pass_fail', 'r.confirmed', 'r.confirmed_at', 'c.user_id');
  return { ...row, confirmed: Boolean(row.confirmed), user_id: row.user_id === null ? null : Number(row.user_id), confirmed_at: row.confirmed_at && new Date(Number(row.confirmed_at) || row.confirmed_at) };
};

const passOrFail = async (applicationId: number) => (await db()('applications').where({ id: applicationId }).first()).pass_or_fail;

describe('[STAFF][RESULTS]: GET /api/getresultsdata', () => {
  it("answers the application's results: subjects with marks, the average to 2 decimals, and whether they are confirmed", async () => {
    const applicationId = await submitCompleteApplication(await registerApplicant());
    const midyearId = await submitResults(applicationId, 0, { subjects: MIDYEAR });
    const finalId = await submitResults(applicationId, 1, { no_result: true, reason: 'Examinations were postponed to January.' });

    const { body } = await resultsData(applicationId).expect(200);

    expect(body).toEqual([
      {
        id: midyearId,
        period: 'midyear_transcript',
        subjects: [
          { name: 'Financial Accounting', mark: 68 },
          { name: 'Business Law', mark: 75 },
          { name: 'Economics', mark: 59 },
        ],
        average: 67.33,
        pass_fail: null,
        confirmed: false,
        no_result: false,
        no_result_reason: null,
        submitted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        transcript: { id: expect.any(Number), original_name: 'results.pdf', mime: 'application/pdf', size: samplePdf().length },
      },
      {
        id: finalId,
        period: 'finalyear_transcript',
        subjects: [],
        average: null,
        pass_fail: null,
        confirmed: false,
        no_result: true,
        no_result_reason: 'Examinations were postponed to January.',
        submitted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        transcript: null,
      },
    ]);
  });

  it('names the transcript sent with the results: a later submission names its own, or none, and the earlier files stay among the documents', async () => {
    const applicationId = await submitCompleteApplication(await registerApplicant());
    const transcriptsListed = async () => {
      const { body } = await api().get('/api/applicationdocuments').query({ application_id: applicationId }).set('Authorization', staff.token).expect(200);
      return body.documents.find((kind: { field: string }) => kind.field === 'midyear_transcript').files as { id: number; original_name: string }[];
    };
    const transcriptOf = async () => (await resultsData(applicationId).expect(200)).body[0].transcript;

    await submitResults(applicationId, 0, { subjects: MIDYEAR }, 'first term.pdf');
    await submitResults(applicationId, 0, { subjects: MIDYEAR }, 'second term.pdf');
    const [first, second] = await transcriptsListed();
    expect([first.original_name, second.original_name]).toEqual(['first term.pdf', 'second term.pdf']);
    expect(await transcriptOf()).toEqual({ id: second.id, original_name: 'second term.pdf', mime: 'application/pdf', size: samplePdf().length });
    // Staff open it as any other document.
    await api().get('/api/getapplicantfileadmin').query({ application_id: applicationId, filename: second.id }).set('Authorization', staff.token).expect(200);

    await submitResults(applicationId, 0, { no_result: true, reason: 'The second semester was cancelled.' });
    expect(await transcriptOf()).toBeNull();
    expect(await transcriptsListed()).toHaveLength(2);

    await submitResults(applicationId, 0, { no_result: true, reason: 'Only a letter from the faculty.' }, 'faculty letter.pdf');
    expect(await transcriptOf()).toMatchObject({ original_name: 'faculty letter.pdf' });
  });

  it('answers an empty list before any results, and not found for an unknown application', async () => {
    const applicationId = await submitCompleteApplication(await registerApplicant());
    await resultsData(applicationId).expect(200, []);
    await resultsData(99999999).expect(404, { error: 'Application not found.' });
    await resultsData('abc').expect(400, { error: 'Give the application_id of the application as a whole number, such as 12.' });
  });
});

describe('[STAFF][RESULTS]: POST /api/confirmresult', () => {
  it('confirms mid-year results as a pass, with who and when, and leaves the final verdict alone', async () => {
    const applicationId = await submitCompleteApplication(await registerApplicant());
    const resultId = await submitResults(applicationId, 0, { subjects: MIDYEAR });
    const before = Date.now();

    const { body } = await confirmResult({ application_id: applicationId, period: 'midyear_transcript', pass_fail: 'pass' }).expect(200);

    expect(body).toEqual({ success: 'Mid-year Results confirmed as pass' });
    const row = await resultRow(resultId);
    expect(row).toMatchObject({ pass_fail: 'pass', confirmed: true, user_id: staff.user });
    expect(row.confirmed_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await passOrFail(applicationId)).toBeNull();
    expect((await resultsData(applicationId).expect(200)).body[0]).toMatchObject({ pass_fail: 'pass', confirmed: true });

    const [audit] = await auditRows('result.confirm', resultId);
    expect(audit).toMatchObject({
      actor: staff.user,
      target_type: 'result',
      before: { pass_fail: null, confirmed: false, confirmed_by: null, confirmed_at: null },
      after: { pass_fail: 'pass', confirmed: true, confirmed_by: staff.user },
      details: { application_id: applicationId, period: 'midyear_transcript' },
    });
  });

  it("sets the application's pass_or_fail from the final year, and a second confirmation changes it", async () => {
    const applicationId = await submitCompleteApplication(await registerApplicant());
    const resultId = await submitResults(applicationId, 1, { subjects: [{ subjectName: 'Auditing', subjectMark: '41' }] });

    await confirmResult({ application_id: applicationId, period: 'finalyear_transcript', pass_fail: 'fail' }).expect(200, {
      success: 'Final-year Results confirmed as fail',
    });
    expect(await passOrFail(applicationId)).toBe('fail');

    await confirmResult({ application_id: applicationId, period: 'finalyear_transcript', pass_fail: 'pass' }).expect(200);
    expect(await passOrFail(applicationId)).toBe('pass');
    expect((await resultRow(resultId)).pass_fail).toBe('pass');
    expect((await auditRows('result.confirm', resultId)).map((row) => [row.before, row.after])).toEqual([
      [
        expect.objectContaining({ pass_fail: null, confirmed: false, application_pass_or_fail: null }),
        expect.objectContaining({ pass_fail: 'fail', confirmed: true, application_pass_or_fail: 'fail' }),
      ],
      [
        expect.objectContaining({ pass_fail: 'fail', confirmed: true, confirmed_by: staff.user, application_pass_or_fail: 'fail' }),
        expect.objectContaining({ pass_fail: 'pass', confirmed: true, application_pass_or_fail: 'pass' }),
      ],
    ]);
  });

  it('keeps the applicant from replacing results once they are confirmed', async () => {
    const applicationId = await submitCompleteApplication(await registerApplicant());
    await submitResults(applicationId, 0, { subjects: MIDYEAR });
    await confirmResult({ application_id: applicationId, period: 'midyear_transcript', pass_fail: 'pass' }).expect(200);
    const token = await issueLinkToken({ purpose: 'results_request', applicationId, payload: { resultType: 0 } });
    await api()
      .post('/api/submitresults')
      .field('token', token)
      .field('results', JSON.stringify({ subjects: [{ subjectName: 'Economics', subjectMark: '99' }] }))
      .attach('file', samplePdf(), { filename: 'better.pdf', contentType: 'application/pdf' })
      .expect(409);
    expect((await resultsData(applicationId).expect(200)).body[0].average).toBe(67.33);
  });

  it('answers not found when there are no results for that period', async () => {
    const applicationId = await submitCompleteApplication(await registerApplicant());
    await submitResults(applicationId, 0, { subjects: MIDYEAR });
    const { body } = await confirmResult({ application_id: applicationId, period: 'finalyear_transcript', pass_fail: 'pass' }).expect(404);
    expect(body).toEqual({ error: 'No Final-year Results have been submitted for this application.' });
    expect(await passOrFail(applicationId)).toBeNull();
    await confirmResult({ application_id: 99999999, period: 'finalyear_transcript', pass_fail: 'pass' }).expect(404, { error: 'Application not found.' });
  });

  it.each([
    ['no period', { pass_fail: 'pass' }, 'Select results period'],
    ['a period not offered', { period: 'summer_school', pass_fail: 'pass' }, 'Select results period'],
    ['no verdict', { period: 'midyear_transcript' }, 'Select pass or fail'],
    ['a verdict not offered', { period: 'midyear_transcript', pass_fail: 'distinction' }, 'Select pass or fail'],
  ])('refuses %s with "%s" and confirms nothing', async (_case, change, message) => {
    const { applicationId, resultId } = await untouchedResults();
    const { body } = await confirmResult({ application_id: applicationId, ...change }).expect(400);
    expect(body).toEqual({ error: message });
    expect((await resultRow(resultId)).confirmed).toBe(false);
    expect(await auditRows('result.confirm', resultId)).toEqual([]);
  });

  it('is for staff only, like the results list', async () => {
    const applicant = await registerApplicant();
    const applicationId = await submitCompleteApplication(applicant);
    const resultId = await submitResults(applicationId, 0, { subjects: MIDYEAR });
    const confirmation = { application_id: applicationId, period: 'midyear_transcript', pass_fail: 'pass' };
    await confirmResult(confirmation, applicant.token).expect(403, { error: 'This is for bursary staff only.' });
    await api().post('/api/confirmresult').send(confirmation).expect(401, { error: 'Please sign in to continue.' });
    await resultsData(applicationId, applicant.token).expect(403);
    await api().get(`/api/getresultsdata?application_id=${applicationId}`).expect(401);
    expect((await resultRow(resultId)).confirmed).toBe(false);
  });
});
