import { api, signIn } from '../support/api';
import { authorised, registerApplicant, type TestApplicant } from '../support/applicants';
import { db } from '../support/database';
import { mailsTo, waitForMail } from '../support/mailbox';
import { submittedApplication } from '../support/submitted-applications';
import { basicInfo, expenses, income, socialInfo, survey, university } from '../../../packages/test-kit/src/step-bodies';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOCUMENTS = ['id_document', 'recommendation', 'affidavit', 'motivation_letter'];

const save = (applicant: TestApplicant, path: string, body: object) =>
  api().post(path).set(authorised(applicant)).send(body).expect(200);

// Every step of the wizard, saved as the applicant site saves it; `skip` leaves steps out.
const fillApplication = async (applicant: TestApplicant, skip: string[] = []) => {
  if (!skip.includes('basic')) await save(applicant, '/api/updateapplicant', { applicant: basicInfo() });
  if (!skip.includes('social')) await save(applicant, '/api/savesocialinfo', socialInfo());
  const { body } = await api().post('/api/addapplication').set(authorised(applicant)).send(university()).expect(201);
  const application_id = body.application_id as number;
  if (!skip.includes('income')) await save(applicant, '/api/updateapplication', { ...income(), application_id });
  if (!skip.includes('expenses')) await save(applicant, '/api/updateapplication', { ...expenses(), application_id });
  if (!skip.includes('survey')) await save(applicant, '/api/updateapplication', { ...survey(), application_id });
  for (const field of DOCUMENTS.filter((document) => !skip.includes(document))) {
    await api()
      .post('/api/updateapplicationfiles')
      .set(authorised(applicant))
      .field('filename', field)
      .field('application_id', String(application_id))
      .attach('file', PDF, { filename: `${field}.pdf`, contentType: 'application/pdf' })
      .expect(200);
  }
  return application_id;
};

const submit = (applicant: TestApplicant, application_id: number, pledge: unknown = 1) =>
  api().post('/api/appsubmit').set(authorised(applicant)).send({ application_id, pledge_by_Applicant: pledge });

describe('[APPLICANT][SUBMIT]: POST /api/appsubmit', () => {
  it('submits a complete application once, sends the confirmation e-mail, and shows it as awaiting the outcome', async () => {
    const applicant = await registerApplicant();
    const applicationId = await fillApplication(applicant);

    const { body } = await submit(applicant, applicationId).expect(200);
    expect(body).toEqual({ success: 'Your application has been submitted. A confirmation e-mail is on its way to you.', status_id: 2 });
    expect(await db()('applications').where({ id: applicationId }).first()).toMatchObject({ status_id: 2, pledge_by_applicant: 1 });

    const mail = await waitForMail(applicant.email);
    expect(mail.subject).toMatch(/2025/);
    expect(mail.text).toContain(applicant.first_name);

    const login = await api().post('/api/login').send({ email: applicant.email, password: applicant.password }).expect(200);
    expect(login.body).toMatchObject({ application_status: 2, application_id: applicationId });
    const dashboard = await api().get(`/api/fechdata/${applicant.applicantId}`).set(authorised(applicant)).expect(200);
    expect(dashboard.body).toMatchObject({ submited: 1, accept_decline: 2 });

    await submit(applicant, applicationId).expect(409);
    await api().post('/api/updateapplication').set(authorised(applicant)).send({ ...income(), application_id: applicationId }).expect(403);
    expect(mailsTo(applicant.email)).toHaveLength(1);
  });

  it('marks an application submitted once when the submit is sent twice at once', async () => {
    const applicant = await registerApplicant();
    const applicationId = await fillApplication(applicant);
    const answers = await Promise.all([submit(applicant, applicationId), submit(applicant, applicationId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await waitForMail(applicant.email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(applicant.email)).toHaveLength(1);
  });

  it.each([
    [['social'], 'Complete the Social Information step: Select employment status'],
    [['expenses'], 'Complete the Expenses step: Enter amount for rent'],
    [['survey'], 'Complete the Survey step: Tell us about the course you wish to study'],
    [['affidavit'], 'Upload file for Proof of Income'],
  ])('refuses when %j is missing, saying what is missing, and leaves it unsubmitted', async (skip, message) => {
    const applicant = await registerApplicant();
    const applicationId = await fillApplication(applicant, skip);
    const { body } = await submit(applicant, applicationId).expect(400);
    expect(body.error).toBe(message);
    expect((await db()('applications').where({ id: applicationId }).first()).status_id).toBe(1);
  });

  it('requires the pledge', async () => {
    const applicant = await registerApplicant();
    const applicationId = await fillApplication(applicant);
    const { body } = await submit(applicant, applicationId, 0).expect(400);
    expect(body).toEqual({ error: 'Check the pledge to submit' });
  });

  it("cannot submit someone else's application", async () => {
    const owner = await registerApplicant();
    const applicationId = await fillApplication(owner);
    const other = await registerApplicant();
    await submit(other, applicationId).expect(404);
    expect((await db()('applications').where({ id: applicationId }).first()).status_id).toBe(1);
  });
  it('freezes the basic and social information once submitted, as it does the application; staff may still edit on behalf', async () => {
    const { applicant } = await submittedApplication({ first_name: 'Frozen', last_name: 'Profile' });
    const before = await db()('applicants').where({ id: applicant.applicantId }).first();
    const refused = { error: 'Your application has been submitted and can no longer be changed.' };

    const basic = await api()
      .post('/api/updateapplicant')
      .set(authorised(applicant))
      .send({ applicant: { ...basicInfo(), address: '1 Changed Street', city: 'Durban' } })
      .expect(403);
    expect(basic.body).toEqual(refused);
    const social = await api()
      .post('/api/savesocialinfo')
      .set(authorised(applicant))
      .send({ ...socialInfo(), religion: 'Other', reference_name: 'Someone Else' })
      .expect(403);
    expect(social.body).toEqual(refused);
    expect(await db()('applicants').where({ id: applicant.applicantId }).first()).toEqual(before);

    const staff = await signIn();
    await api()
      .post('/api/updateapplicant')
      .set(authorised(staff))
      .send({
        applicant_id: applicant.applicantId,
        applicant: { ...basicInfo(), first_name: applicant.first_name, last_name: applicant.last_name, email: applicant.email, address: '2 Staff Street' },
      })
      .expect(200);
    expect(await db()('applicants').where({ id: applicant.applicantId }).first()).toMatchObject({ address: '2 Staff Street' });
  });
});
