import { WITHDRAWN_NOT_DECIDABLE } from '@bursary/domain/application-status';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { createApplication, submitCompleteApplication } from '../support/applications';
import { auditRows } from '../support/audit';
import { db } from '../support/database';

// The grid's "Accept selected" and "Decline selected" (issue 18 item 6): POST /api/addstatuses
// decides each application as POST /api/addstatus decides one; those that may not be decided are
// refused one by one and the others stand.

let staff: { token: string; user: number };

const addStatuses = (body: unknown, token = staff.token) => api().post('/api/addstatuses').set('Authorization', token).send(body as object);
const acceptDecline = async (applicationId: number) => Number((await db()('applications').where({ id: applicationId }).first('accept_decline')).accept_decline);
const decisionCount = async (applicationId: number) =>
  Number((await db()('application_decisions_application_lnk').where({ application_id: applicationId }).count({ count: '*' }).first())!.count);

const submitted = async (lastName: string) => submitCompleteApplication(await registerApplicant({ first_name: 'Bulk', last_name: lastName }));

beforeAll(async () => {
  staff = await signIn();
});

describe('[STAFF][DECISION]: POST /api/addstatuses', () => {
  it('accepts each selected application with its own decision and access-log row, refusing the withdrawn, the started and the missing alone', async () => {
    const ready = [await submitted('Adams'), await submitted('Jappie'), await submitted('Kajee')];
    const withdrawnApplicant = await registerApplicant({ first_name: 'Bulk', last_name: 'Withdrawn' });
    const withdrawn = await submitCompleteApplication(withdrawnApplicant);
    await api().post('/api/withdrawapplication').set(authorised(withdrawnApplicant)).send({ application_id: withdrawn }).expect(200);
    const started = await createApplication(await registerApplicant({ first_name: 'Bulk', last_name: 'Started' }));

    const { body } = await addStatuses({ application_ids: [ready[0], withdrawn, ready[1], started, 99999999, ready[2], ready[0]], status_id: 1, note: 'Top of the ranking.' }).expect(200);

    expect(body.success).toBe('3 applications accepted.');
    expect(body.decided).toEqual(ready);
    expect(body.refused).toEqual([
      { application_id: withdrawn, error: WITHDRAWN_NOT_DECIDABLE },
      { application_id: started, error: 'Only a submitted application can be accepted or declined, and this one has not been submitted yet.' },
      { application_id: 99999999, error: 'Application not found.' },
    ]);
    for (const applicationId of ready) {
      expect(await acceptDecline(applicationId)).toBe(1);
      expect(await decisionCount(applicationId)).toBe(1);
      expect(await auditRows('decision.add', applicationId)).toMatchObject([
        { actor: staff.user, before: { accept_decline: 2 }, after: { accept_decline: 1, status_id: 1, note: 'Top of the ranking.' } },
      ]);
    }
    for (const applicationId of [withdrawn, started]) {
      expect(await decisionCount(applicationId)).toBe(0);
      expect(await auditRows('decision.add', applicationId)).toEqual([]);
    }
  });

  it('declines with status_id 0 or the radio 2, and says so for one', async () => {
    const applicationId = await submitted('Moolla');
    expect((await addStatuses({ application_ids: [applicationId], radio: 2 }).expect(200)).body).toEqual({
      success: '1 application declined.',
      decided: [applicationId],
      refused: [],
    });
    expect(await acceptDecline(applicationId)).toBe(0);
    expect((await addStatuses({ application_ids: [String(applicationId)], status_id: 1 }).expect(200)).body.success).toBe('1 application accepted.');
  });

  const IDS_MESSAGE = 'Choose the applications to decide: application_ids, a list of 1 to 100 application ids.';
  it.each([
    ['no application_ids', { status_id: 1 }, IDS_MESSAGE],
    ['an empty list', { application_ids: [], status_id: 1 }, IDS_MESSAGE],
    ['101 ids', { application_ids: Array.from({ length: 101 }, (_, index) => index + 1), status_id: 1 }, IDS_MESSAGE],
    ['an id that is not whole', { application_ids: [1.5], status_id: 1 }, IDS_MESSAGE],
    ['one id, not in a list', { application_ids: '7', status_id: 1 }, IDS_MESSAGE],
    ['no decision', { application_ids: 'own' }, 'Select Accept or Decline'],
    ['a decision of neither 1 nor 0', { application_ids: 'own', status_id: 3 }, 'Select Accept or Decline'],
  ])('refuses %s with a message, deciding nothing', async (_what, body, error) => {
    const applicationId = await submitted('Refused');
    const sent = 'application_ids' in body && body.application_ids === 'own' ? { ...body, application_ids: [applicationId] } : body;
    expect((await addStatuses(sent).expect(400)).body.error).toBe(error);
    expect(await decisionCount(applicationId)).toBe(0);
  });

  it('is for staff only', async () => {
    const applicant = await registerApplicant();
    const applicationId = await submitCompleteApplication(applicant);
    await addStatuses({ application_ids: [applicationId], status_id: 1 }, applicant.token).expect(403);
    await api().post('/api/addstatuses').send({ application_ids: [applicationId], status_id: 1 }).expect(401);
    expect(await decisionCount(applicationId)).toBe(0);
  });
});
