import { api } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { withPortalSettings } from '../support/cms-admin';
import { db } from '../support/database';
import { samplePdf, samplePng } from '../support/files';
import { basicInfo, income, socialInfo, university } from '../../../packages/test-kit/src/step-bodies';

describe('[APPLICATION][CLOSED]', () => {
  it('refuses creating, changing and submitting an application while closed, and still lets applicants sign in and see their dashboard', async () => {
    const applicant = await registerApplicant();
    const { body: started } = await api().post('/api/addapplication').set(authorised(applicant)).send(university()).expect(201);
    const late = await registerApplicant();
    const selected = await registerApplicant();
    const { body: selectedApplication } = await api().post('/api/addapplication').set(authorised(selected)).send(university()).expect(201);
    // Arrange: submitted and accepted (the staff decision call comes with the back office).
    await db()('applications').where({ id: selectedApplication.application_id }).update({ submitted: true, status_id: 2, accept_decline: 1 });

    const mine = async (who: { token: string }) => (await api().get('/api/myapplication').set(authorised(who)).expect(200)).body;
    expect(await mine(late)).toMatchObject({ may_apply: true, may_apply_until: null });

    await withPortalSettings({ applications_open: false }, async () => {
      const closed = { error: 'Application for 2025 now closed' };
      // The site reads this flag to show the closed notice instead of the forms.
      expect(await mine(late)).toMatchObject({ may_apply: false, may_apply_until: null });
      expect(await mine(applicant)).toMatchObject({ application_id: started.application_id, may_apply: false });
      await api().post('/api/addapplication').set(authorised(late)).send(university()).expect(403, closed);
      await api().post('/api/updateapplicant').set(authorised(late)).send({ applicant: basicInfo(), email: late.email }).expect(403, closed);
      await api().post('/api/savesocialinfo').set(authorised(late)).send(socialInfo()).expect(403, closed);
      await api()
        .post('/api/updateapplication')
        .set(authorised(applicant))
        .send({ ...income(), application_id: started.application_id })
        .expect(403, closed);
      await api().post('/api/appsubmit').set(authorised(applicant)).send({ application_id: started.application_id, pledge_by_Applicant: 1 }).expect(403, closed);

      const login = await api().post('/api/login').send({ email: applicant.email, password: applicant.password }).expect(200);
      const { body: dashboard } = await api().get(`/api/fechdata/${applicant.applicantId}`).set('Authorization', login.body.token).expect(200);
      expect(dashboard).toMatchObject({ application_id: started.application_id, submited: 0, may_apply: false });

      // Selected applicants still download their letters and send their supporting documents.
      await api().get(`/api/downloadcongratulationsletter?applicant_id=${selected.applicantId}`).set(authorised(selected)).expect(200);
      const upload = api()
        .post('/api/uploadsupportingdocs')
        .set(authorised(selected))
        .field('application_id', String(selectedApplication.application_id));
      for (const field of ['registration', 'fees_statement', 'consent_form', 'finalyear_transcript']) {
        upload.attach(field, samplePdf(), { filename: `${field}.pdf`, contentType: 'application/pdf' });
      }
      const { body: uploaded } = await upload.expect(200);
      expect(uploaded.success).toBe('4 file/s submitted successfully. Thank you');
    });
  });
});

describe('[APPLICATION][RETURNING]: GET /api/getapplicantdata/{user}/{year}', () => {
  it("gives a returning applicant last cycle's data, with the type preset when they were sponsored", async () => {
    const applicant = await registerApplicant();
    let previousId = 0;
    const lastYearsId = samplePdf();
    await withPortalSettings({ cycle_year: 2024 }, async () => {
      const { body } = await api().post('/api/addapplication').set(authorised(applicant)).send({ ...university(), completion_year: 2026 }).expect(201);
      previousId = body.application_id;
      for (const [field, content, name] of [['id_document', samplePdf(), 'old id.pdf'], ['id_document', lastYearsId, 'id 2024.pdf'], ['recommendation', samplePng(), 'imam.png'], ['affidavit', samplePdf(), 'payslip.pdf']] as const) {
        await api()
          .post('/api/updateapplicationfiles')
          .set(authorised(applicant))
          .field('filename', field)
          .field('application_id', String(previousId))
          .attach('file', content, { filename: name, contentType: 'application/octet-stream' })
          .expect(200);
      }
    });
    // Arrange: staff accepted last year's application (the staff decision call comes with the back office).
    await db()('applications').where({ id: previousId }).update({ accept_decline: 1 });

    const login = await api().post('/api/login').send({ email: applicant.email, password: applicant.password }).expect(200);
    expect(login.body).toMatchObject({ previous_year: 2024, application_id: null });

    const { body } = await api().get(`/api/getapplicantdata/${applicant.applicantId}/2024`).set(authorised(applicant)).expect(200);
    expect(body).toMatchObject({
      success: true,
      previous_year: 2024,
      application_type: 'Sponsored by the provider previously',
      application_type_label: 'Sponsored by the provider last year',
      application: { university: 'University of Cape Town', course: 'Accounting', completion_year: 2026 },
    });
    // Only the ID document and testimonial can be seen again, each the latest one saved.
    expect(body.documents).toEqual([
      { field: 'id_document', id: expect.any(Number), original_name: 'id 2024.pdf', size: lastYearsId.length, mime: 'application/pdf' },
      { field: 'recommendation', id: expect.any(Number), original_name: 'imam.png', size: expect.any(Number), mime: 'image/png' },
    ]);

    // This cycle's application has no ID document yet: its preview is last year's.
    const { body: started } = await api().post('/api/addapplication').set(authorised(applicant)).send(university()).expect(201);
    const preview = await api()
      .get('/api/getapplicantfile')
      .query({ application_id: started.application_id, filename: 'id_document' })
      .set(authorised(applicant))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(preview.body, lastYearsId)).toBe(0);

    const other = await registerApplicant();
    await api().get(`/api/getapplicantdata/${applicant.applicantId}/2024`).set(authorised(other)).expect(404);
    await api().get(`/api/getapplicantdata/${applicant.applicantId}/2025`).set(authorised(applicant)).expect(404);
  });
});
