import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { bytesOrJson, zipFiles } from '../support/office-files';
import { submittedApplication } from '../support/submitted-applications';
import { decide } from '../support/applications';

// POPIA's right of access: an applicant downloads everything the portal holds about them.

const download = (token: string) => api().get('/api/mydata').set(authorised({ token })).buffer(true).parse(bytesOrJson);

describe('GET /api/mydata', () => {
  it("gives the applicant their record, applications, decisions, comments, e-mails, sign-ins and files, and nobody else's", async () => {
    const staff = await signIn();
    const { applicant, applicationId } = await submittedApplication({ first_name: 'Thandiwe', last_name: 'Access' });
    await decide(applicationId, 1, { staff });
    await api().post('/api/addcomment').set(authorised(staff)).send({ application_id: applicationId, comment: 'Strong motivation letter' }).expect(200);
    const scored = { score: 5, reason: 'Clear plan to study nursing' };
    const scores = { financial_need: scored, academic_merit: scored, community_involvement: scored, motivation: scored };
    await api().post('/api/submitscores').set(authorised(staff)).send({ application_id: applicationId, scores }).expect(200);
    const other = await submittedApplication({ first_name: 'Other', last_name: 'Person' });

    const response = await download(applicant.token).expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('my-bursary-data.zip');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);

    const files = await zipFiles(response.body);
    const data = JSON.parse(files.get('data.json')!.toString());
    expect(data.applicant).toMatchObject({ first_name: 'Thandiwe', last_name: 'Access', email: applicant.email, race: 'Malay', religion: 'Islam' });
    expect(data.applicant.consent_text).toEqual(expect.any(String));
    expect(data.applicant.terms_accepted_at).toBeTruthy();
    expect(data.account).toMatchObject({ email: applicant.email });
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({ id: applicationId, accept_decline: 1, submitted: expect.anything() });
    expect(data.applications[0].decisions).toEqual([expect.objectContaining({ status_id: 1 })]);
    expect(data.applications[0].staff_comments).toEqual([expect.objectContaining({ comment: 'Strong motivation letter' })]);
    expect(data.applications[0].staff_scores).toEqual([expect.objectContaining({ state: 'submitted', scores })]);
    expect(JSON.stringify(data)).not.toContain('reviewer_slot');
    expect(data.applications[0].documents.map((document: { kind: string }) => document.kind).sort()).toEqual(
      ['ID Document', 'Motivational Letter', 'Proof of Income', 'Testimonial Letter'],
    );
    expect(data.emails_sent_to_you.length).toBeGreaterThan(0);
    expect(data.sign_ins.length).toBeGreaterThan(0);
    // Where files sit on the server is not the applicant's data.
    expect(JSON.stringify(data)).not.toMatch(/storage_key|sha256/);
    expect(JSON.stringify(data)).not.toContain(other.applicant.email);

    const documents = [...files.keys()].filter((name) => name.startsWith('files/'));
    expect(documents).toHaveLength(4);
    const year = data.applications[0].application_year;
    expect(documents.every((name) => name.startsWith(`files/${year}/`))).toBe(true);
    expect(files.get(documents[0])!.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is for applicants: staff and visitors are refused', async () => {
    const staff = await signIn();
    await api().get('/api/mydata').expect(401);
    await api().get('/api/mydata').set(authorised(staff)).expect(403);
  });

  it('works for an applicant who has not applied yet', async () => {
    const applicant = await registerApplicant({ first_name: 'Nomsa', last_name: 'Early' });
    const files = await zipFiles((await download(applicant.token).expect(200)).body);
    expect(JSON.parse(files.get('data.json')!.toString())).toMatchObject({ applicant: { first_name: 'Nomsa' }, applications: [] });
    expect([...files.keys()]).toEqual(['data.json']);
  });
});
