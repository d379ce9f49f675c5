import { api, signIn } from '../support/api';
import { authorised, registerApplicant, type TestApplicant } from '../support/applicants';
import { createApplication, decide, saveApplicantSteps, submitCompleteApplication, uploadDocument } from '../support/applications';
import { db } from '../support/database';
import { basicInfo, income, socialInfo, university } from '../../../packages/test-kit/src/step-bodies';

// Issue 17 item 10: an applicant withdraws their own application before a decision; it cannot be
// undone in that cycle, no longer changes and is not submitted, and staff see it as withdrawn.

const WITHDRAWN = 'Your application has been withdrawn.';
const ALREADY_WITHDRAWN = 'This application has already been withdrawn.';
const DECIDED =
  'A decision has been made on this application, so it can no longer be withdrawn. Contact the bursary office if your plans have changed.';
const NOT_CHANGEABLE = 'You withdrew this application, so it can no longer be changed or submitted.';
const NOT_DECIDABLE = 'The applicant withdrew this application, so it can no longer be accepted or declined.';

let staff: { token: string; user: number };

beforeAll(async () => {
  staff = await signIn();
});

const withdraw = (caller: { token: string }, applicationId: unknown) =>
  api().post('/api/withdrawapplication').set(authorised(caller)).send({ application_id: applicationId });

const stored = (applicationId: number) => db()('applications').where({ id: applicationId }).first();

const started = async (applicant: TestApplicant) => {
  await saveApplicantSteps(applicant);
  return createApplication(applicant);
};

describe('[APPLICANT][WITHDRAW]: POST /api/withdrawapplication', () => {
  it('withdraws a submitted application awaiting its outcome, once, and the applicant and staff see it withdrawn', async () => {
    const applicant = await registerApplicant({ first_name: 'Nadia', last_name: 'Salie' });
    const applicationId = await submitCompleteApplication(applicant);
    const before = Date.now();

    const { body } = await withdraw(applicant, applicationId).expect(200);
    expect(body).toEqual({ success: WITHDRAWN, withdrawn_at: expect.any(String) });
    expect(Date.parse(body.withdrawn_at)).toBeGreaterThanOrEqual(before - 1000);

    expect((await withdraw(applicant, applicationId).expect(409)).body).toEqual({ error: ALREADY_WITHDRAWN });

    const dashboard = await api().get(`/api/fechdata/${applicant.applicantId}`).set(authorised(applicant)).expect(200);
    expect(dashboard.body).toMatchObject({ application_id: applicationId, submited: 1, accept_decline: 2, withdrawn_at: body.withdrawn_at });
    const mine = await api().get('/api/myapplication').set(authorised(applicant)).expect(200);
    expect(mine.body.withdrawn_at).toBe(body.withdrawn_at);

    const row = await api().get(`/api/getapplication/${applicationId}`).set(authorised(staff)).expect(200);
    expect(row.body).toMatchObject({ status: 'withdrawn', withdrawn_at: body.withdrawn_at, submitted: true });
  });

  it('leaves a withdrawn application undecided: staff cannot accept or decline it, and nothing is stored', async () => {
    const applicant = await registerApplicant();
    const applicationId = await submitCompleteApplication(applicant);
    await withdraw(applicant, applicationId).expect(200);
    for (const statusId of [1, 0]) {
      const refused = await api()
        .post('/api/addstatus')
        .set(authorised(staff))
        .send({ application_id: applicationId, status_id: statusId, note: 'Too late', subject_to: '' })
        .expect(409);
      expect(refused.body).toEqual({ error: NOT_DECIDABLE });
    }
    expect((await stored(applicationId)).accept_decline).toBe(2);
    expect(await db()('application_decisions_application_lnk').where({ application_id: applicationId })).toEqual([]);
  });

  it('is refused once a decision is made, accepted or declined, and changes nothing', async () => {
    for (const statusId of [1, 0] as const) {
      const applicant = await registerApplicant();
      const applicationId = await submitCompleteApplication(applicant);
      await decide(applicationId, statusId, { staff });
      expect((await withdraw(applicant, applicationId).expect(409)).body).toEqual({ error: DECIDED });
      expect((await stored(applicationId)).withdrawn_at).toBeNull();
    }
  });

  it("is the applicant's own: another applicant's id is not found, staff and nobody signed in are refused", async () => {
    const owner = await registerApplicant();
    const applicationId = await started(owner);
    const other = await registerApplicant();
    await started(other);

    expect((await withdraw(other, applicationId).expect(404)).body).toEqual({ error: 'Application not found.' });
    await withdraw(staff, applicationId).expect(403);
    await api().post('/api/withdrawapplication').send({ application_id: applicationId }).expect(401);
    await withdraw(owner, 'x').expect(400);
    expect((await stored(applicationId)).withdrawn_at).toBeNull();
  });

  it('leaves a withdrawn application, started or submitted, unchangeable and unsubmittable by the applicant', async () => {
    const applicant = await registerApplicant({ first_name: 'Omar', last_name: 'Kaka' });
    const applicationId = await started(applicant);
    await withdraw(applicant, applicationId).expect(200);
    const before = await stored(applicationId);
    const profileBefore = await db()('applicants').where({ id: applicant.applicantId }).first();

    const refusals = [
      await api().post('/api/updateapplication').set(authorised(applicant)).send({ ...income(), application_id: applicationId }),
      await api().post('/api/savesocialinfo').set(authorised(applicant)).send(socialInfo()),
      await api().post('/api/updateapplicant').set(authorised(applicant)).send({ applicant: { ...basicInfo(), city: 'Durban' }, email: applicant.email }),
      await api().post('/api/appsubmit').set(authorised(applicant)).send({ application_id: applicationId, pledge_by_Applicant: 1 }),
    ];
    expect(refusals.map((response) => [response.status, response.body.error])).toEqual([
      [403, NOT_CHANGEABLE],
      [403, NOT_CHANGEABLE],
      [403, NOT_CHANGEABLE],
      [403, NOT_CHANGEABLE],
    ]);
    await expect(uploadDocument(applicant, applicationId, 'id_document')).rejects.toThrow(/403.*withdrew this application/);

    expect(await stored(applicationId)).toEqual(before);
    expect(await db()('applicants').where({ id: applicant.applicantId }).first()).toEqual(profileBefore);
    // Starting again is not an undo: the withdrawn application stays this cycle's one.
    const again = await api().post('/api/addapplication').set(authorised(applicant)).send(university()).expect(409);
    expect(again.body).toMatchObject({ error: 'application already exist', application_id: applicationId });

    // Staff still see it, and may still correct it on the applicant's behalf (audited, as before).
    const { body: row } = await api().get(`/api/getapplication/${applicationId}`).set(authorised(staff)).expect(200);
    expect(row).toMatchObject({ status: 'withdrawn', submitted: false, progress: '3 of 7 steps: University saved' });
  });
});
