import { api } from '../support/api';
import { registerApplicant } from '../support/applicants';
import { createApplication } from '../support/applications';
import { db } from '../support/database';
import { documentRows, eventually, hostileSamples, sampleGif, samplePdf, storedCopiesOf, tempCopiesOf } from '../support/files';
import { issueLinkToken, tampered } from '../support/link-tokens';

const INVALID = { error: 'This link is not valid. Check that you copied the whole link from the e-mail.' };
const EXPIRED = { error: 'This link has expired. Please ask for a new one.' };

const today = () =>
  new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' }).format(new Date());
const used = (code: 8 | 9, name: 'Mid-year Results' | 'Final-year Results') => ({
  error: `This link has already been used: we received what you sent for your ${name} on ${today()}. To change it, ask the bursary office for a new link by replying to their e-mail.`,
  received: [{ code, name }],
  used_at: expect.any(String),
});

const startedApplication = async () => createApplication(await registerApplicant());

const resultsLink = (applicationId: number, resultType: 0 | 1, ttlSeconds?: number) =>
  issueLinkToken({ purpose: 'results_request', applicationId, payload: { resultType }, ttlSeconds });

const submit = (token: string, results: unknown, file?: [Buffer, string], extra: Record<string, string> = {}) => {
  let request = api()
    .post('/api/submitresults')
    .field('token', token)
    .field('results', typeof results === 'string' ? results : JSON.stringify(results));
  for (const [name, value] of Object.entries(extra)) request = request.field(name, value);
  return file ? request.attach('file', file[0], { filename: file[1], contentType: 'application/pdf' }) : request;
};

const resultRows = async (applicationId: number) => {
  const rows = await db()('application_results as r')
    .join('application_results_application_lnk as l', 'l.result_id', 'r.id')
    .where('l.application_id', applicationId)
    .orderBy('r.id')
    .select('r.id', 'r.period', 'r.subjects', 'r.average', 'r.no_result', 'r.no_result_reason', 'r.confirmed', 'r.submitted_at');
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    subjects: typeof row.subjects === 'string' ? JSON.parse(row.subjects) : row.subjects,
    average: row.average === null ? null : Number(row.average),
    no_result: Boolean(row.no_result),
    confirmed: Boolean(row.confirmed),
  }));
};

const subjects = [
  { subjectName: 'Financial Accounting', subjectMark: '68' },
  { subjectName: 'Business Law', subjectMark: '75' },
  { subjectName: 'Economics', subjectMark: '59' },
];

describe('[TOKEN][RESULTS]: POST /api/submitresults', () => {
  it('stores mid-year marks with their average and the transcript as document 8', async () => {
    const applicationId = await startedApplication();
    const transcript = samplePdf();
    const before = Date.now();

    const { body } = await submit(await resultsLink(applicationId, 0), { subjects }, [transcript, 'semester 1.pdf']).expect(201);

    const [result] = await resultRows(applicationId);
    const [document] = await documentRows(applicationId);
    expect(body).toEqual({
      success: 'Results submitted successfully. Thank you',
      result: { id: result.id, period: 'midyear_transcript', subjects, average: 67.33, no_result: false, no_result_reason: null },
      document: { id: document.id, field: 'midyear_transcript', code: 8, original_name: 'semester 1.pdf', size: transcript.length, mime: 'application/pdf' },
    });
    expect(result).toMatchObject({ period: 'midyear_transcript', subjects, average: 67.33, no_result: false, confirmed: false });
    expect(new Date(Number(result.submitted_at) || result.submitted_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(document).toMatchObject({ code: 8, source: 'token_link', mime: 'application/pdf' });
  });

  it("keeps the transcript under the spec's fileName when one is sent, made safe like any file name", async () => {
    const applicationId = await startedApplication();
    const link = await resultsLink(applicationId, 0);
    const { body } = await submit(link, { subjects }, [samplePdf(), 'scan0001.pdf'], { fileName: 'Semester 1 results.pdf' }).expect(201);
    expect(body.document.original_name).toBe('Semester 1 results.pdf');
    expect((await documentRows(applicationId)).map((row) => row.original_name)).toEqual(['Semester 1 results.pdf']);

    const other = await startedApplication();
    await submit(await resultsLink(other, 0), { subjects }, [samplePdf(), 'scan0002.pdf'], { fileName: '../../etc/passwd.pdf' }).expect(201);
    const [stored] = await documentRows(other);
    expect(stored.original_name).not.toMatch(/[\\/]/);
  });

  it('stores final-year results with a GIF transcript as document 9', async () => {
    const applicationId = await startedApplication();
    await submit(await resultsLink(applicationId, 1), { subjects: [{ subjectName: 'Auditing', subjectMark: '81' }] }, [sampleGif(), 'results.gif']).expect(201);
    expect(await resultRows(applicationId)).toMatchObject([{ period: 'finalyear_transcript', average: 81 }]);
    expect(await documentRows(applicationId)).toMatchObject([{ code: 9, field: 'finalyear_transcript', mime: 'image/gif' }]);
  });

  it('stores no results with the reason, without a transcript', async () => {
    const applicationId = await startedApplication();
    const { body } = await submit(await resultsLink(applicationId, 1), {
      no_result: true,
      reason: 'Examinations were postponed to January.',
      subjects: [{ subjectName: 'ignored', subjectMark: 'x' }],
    }).expect(201);
    expect(body.result).toMatchObject({ period: 'finalyear_transcript', subjects: [], average: null, no_result: true, no_result_reason: 'Examinations were postponed to January.' });
    expect(body.document).toBeNull();
    expect(await resultRows(applicationId)).toMatchObject([{ no_result: true, no_result_reason: 'Examinations were postponed to January.', average: null, subjects: [] }]);
    expect(await documentRows(applicationId)).toEqual([]);
  });

  describe('answers bad marks with the form messages, storing nothing', () => {
    const cases: [string, unknown, string][] = [
      ['no subjects', { subjects: [] }, 'Enter Subject and Subject Mark'],
      ['a subject without a mark', { subjects: [{ subjectName: 'Economics', subjectMark: '' }] }, 'Enter Subject and Subject Mark'],
      ['a mark without a subject', { subjects: [{ subjectName: ' ', subjectMark: '50' }] }, 'Enter Subject and Subject Mark'],
      ['a mark with letters', { subjects: [{ subjectName: 'Economics', subjectMark: '7O' }] }, 'Enter digits only'],
      ['a negative mark', { subjects: [{ subjectName: 'Economics', subjectMark: '-5' }] }, 'Enter digits only'],
      ['a mark over 100', { subjects: [{ subjectName: 'Economics', subjectMark: '101' }] }, 'Enter number for Mark awarded'],
      ['no results without a reason', { no_result: true, reason: '' }, 'Enter reason/s for no results'],
      ['results that are not JSON', '{subjects:', 'Send the results as JSON: subjects with their marks, or no_result with a reason.'],
      ['results that are a list', [], 'Send the results as JSON: subjects with their marks, or no_result with a reason.'],
    ];

    it.each(cases)('%s', async (_name, results, message) => {
      const applicationId = await startedApplication();
      const transcript = samplePdf();
      await submit(await resultsLink(applicationId, 0), results, [transcript, 'results.pdf']).expect(400, { error: message });
      expect(await resultRows(applicationId)).toEqual([]);
      expect(await documentRows(applicationId)).toEqual([]);
      expect(await eventually(() => tempCopiesOf(transcript).length === 0)).toBe(true);
    });
  });

  it('needs a transcript of an accepted kind with marks', async () => {
    const applicationId = await startedApplication();
    const token = await resultsLink(applicationId, 0);
    const { html, svg } = hostileSamples();
    await submit(token, { subjects }).expect(400, { error: 'Select file for Mid-year Results' });
    await submit(token, { subjects }, [html, 'results.pdf']).expect(415, { error: 'file format unsupported. Upload PDF or IMAGE file' });
    await submit(token, { subjects }, [svg, 'results.gif']).expect(415);
    expect(await resultRows(applicationId)).toEqual([]);
    expect(await documentRows(applicationId)).toEqual([]);
    expect([...(await storedCopiesOf(html)), ...(await storedCopiesOf(svg))]).toEqual([]);
  });

  it('works once: a second submission through the same link is refused, storing nothing', async () => {
    const applicationId = await startedApplication();
    const token = await resultsLink(applicationId, 0);
    await submit(token, { subjects }, [samplePdf(), 'first.pdf']).expect(201);

    const late = samplePdf();
    const again = await submit(token, { subjects: [{ subjectName: 'Economics', subjectMark: '62' }] }, [late, 'corrected.pdf']).expect(410);
    expect(again.body).toEqual(used(8, 'Mid-year Results'));
    expect((await api().get(`/api/uploadlink/${token}`).expect(410)).body).toEqual(used(8, 'Mid-year Results'));
    expect(await resultRows(applicationId)).toMatchObject([{ average: 67.33 }]);
    expect((await documentRows(applicationId)).map((row) => row.original_name)).toEqual(['first.pdf']);
    expect(await storedCopiesOf(late)).toEqual([]);
    expect(await eventually(() => tempCopiesOf(late).length === 0)).toBe(true);

    // A no-results answer uses its link up too.
    const finalYear = await resultsLink(applicationId, 1);
    await submit(finalYear, { no_result: true, reason: 'Examinations were postponed.' }).expect(201);
    expect((await submit(finalYear, { no_result: true, reason: 'Still postponed.' }).expect(410)).body).toEqual(used(9, 'Final-year Results'));
  });

  it('lets exactly one of several submissions at once through', async () => {
    const applicationId = await startedApplication();
    const token = await resultsLink(applicationId, 1);
    const transcripts = Array.from({ length: 5 }, () => samplePdf(300_000));

    const answers = await Promise.all(
      transcripts.map((transcript, index) =>
        submit(token, { subjects: [{ subjectName: 'Auditing', subjectMark: String(60 + index) }] }, [transcript, `results-${index}.pdf`]),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 410, 410, 410, 410]);
    const winner = answers.findIndex((answer) => answer.status === 201);
    for (const refused of answers.filter((answer) => answer.status === 410)) expect(refused.body).toEqual(used(9, 'Final-year Results'));
    expect(await resultRows(applicationId)).toMatchObject([{ period: 'finalyear_transcript', average: 60 + winner }]);
    expect((await documentRows(applicationId)).map((row) => row.original_name)).toEqual([`results-${winner}.pdf`]);
    expect(await Promise.all(transcripts.map(async (transcript) => (await storedCopiesOf(transcript)).length))).toEqual(transcripts.map((_, index) => (index === winner ? 1 : 0)));
  });

  it("a new request's link replaces unconfirmed results for the period, and is refused once staff confirmed them", async () => {
    const applicationId = await startedApplication();
    await submit(await resultsLink(applicationId, 0), { subjects }, [samplePdf(), 'first.pdf']).expect(201);
    await submit(await resultsLink(applicationId, 0), { subjects: [{ subjectName: 'Economics', subjectMark: '62' }] }, [samplePdf(), 'corrected.pdf']).expect(201);

    const [result, ...others] = await resultRows(applicationId);
    expect(others).toEqual([]);
    expect(result).toMatchObject({ average: 62, subjects: [{ subjectName: 'Economics', subjectMark: '62' }] });
    expect((await documentRows(applicationId)).map((row) => row.original_name)).toEqual(['first.pdf', 'corrected.pdf']);

    // Arrange: staff confirmed the results (the confirmation call comes with the back office).
    await db()('application_results').where({ id: result.id }).update({ confirmed: true, pass_fail: 'pass' });
    const token = await resultsLink(applicationId, 0);
    await submit(token, { subjects }, [samplePdf(), 'late.pdf']).expect(409, {
      error: 'These results have already been confirmed by the bursary office. Please contact them to change them.',
    });
    expect(await documentRows(applicationId)).toHaveLength(2);
    // Refused, the link was not used up.
    await api().get(`/api/uploadlink/${token}`).expect(200);
  });

  it('refuses expired, tampered, other-purpose and other-application links, storing nothing', async () => {
    const applicationId = await startedApplication();
    const otherApplication = await startedApplication();
    const file: [Buffer, string] = [samplePdf(), 'results.pdf'];

    await submit(await resultsLink(applicationId, 0, -60), { subjects }, file).expect(400, EXPIRED);
    await submit(tampered(await resultsLink(applicationId, 0)), { subjects }, file).expect(400, INVALID);
    const documentsLink = await issueLinkToken({ purpose: 'documents_request', applicationId, payload: { files: [8] } });
    await submit(documentsLink, { subjects }, file).expect(400, INVALID);
    await submit(await resultsLink(applicationId, 0), { subjects }, file, { application_id: String(otherApplication) }).expect(400, {
      error: 'This link is for another application. Open the link from your own e-mail.',
    });

    expect(await resultRows(applicationId)).toEqual([]);
    expect(await resultRows(otherApplication)).toEqual([]);
    expect(await documentRows(applicationId)).toEqual([]);
  });
});
