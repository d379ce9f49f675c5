import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { createApplication, submitCompleteApplication } from '../support/applications';
import { auditRows } from '../support/audit';
import { db } from '../support/database';

let staff: { token: string; user: number };

beforeAll(async () => {
  staff = await signIn();
});

const decisionsOf = (applicationId: number | string, token = staff.token) =>
  api().get(`/api/getdecisions?application_id=${applicationId}`).set('Authorization', token);

const addStatus = (body: Record<string, unknown>, token = staff.token) => api().post('/api/addstatus').set('Authorization', token).send(body);

const decisionRows = async (applicationId: number) => {
  const rows = await db()('application_decisions as d')
    .join('application_decisions_application_lnk as l', 'l.decision_id', 'd.id')
    .leftJoin('application_decisions_decided_by_lnk as b', 'b.decision_id', 'd.id')
    .where('l.application_id', applicationId)
    .orderBy('d.id')
    .select('d.status_id', 'd.note', 'd.subject_to', 'd.decided_by_name', 'd.decided_at', 'b.user_id');
  return rows.map((row) => ({ ...row, user_id: Number(row.user_id), decided_at: new Date(Number(row.decided_at) || row.decided_at) }));
};

// Refused requests change nothing, so they are all tried on one application.
let untouched: Promise<number> | null = null;
const untouchedApplication = () => (untouched ??= registerApplicant().then((applicant) => submitCompleteApplication(applicant)));

const acceptDecline = async (applicationId: number) => (await db()('applications').where({ id: applicationId }).first()).accept_decline;

describe('[STAFF][DECISION]: POST /api/addstatus', () => {
  it("accepts with status_id 1, keeps the note and 'subject to', and answers with the applicant's names", async () => {
    const applicant = await registerApplicant({ first_name: 'Aaliyah', last_name: 'Davids' });
    const applicationId = await submitCompleteApplication(applicant);
    const before = Date.now();

    const { body } = await addStatus({
      application_id: applicationId,
      status_id: 1,
      note: 'Strong marks and real need.',
      subject_to: 'Proof of registration for 2025',
    }).expect(200);

    expect(body).toEqual({ success: 'Aaliyah Davids accepted' });
    expect(await acceptDecline(applicationId)).toBe(1);
    const [decision] = await decisionRows(applicationId);
    expect(decision).toMatchObject({
      status_id: 1,
      note: 'Strong marks and real need.',
      subject_to: 'Proof of registration for 2025',
      decided_by_name: 'Bursary Staff',
      user_id: staff.user,
    });
    expect(decision.decided_at.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [audit] = await auditRows('decision.add', applicationId);
    expect(audit).toMatchObject({
      actor: staff.user,
      actor_email: 'staff.test@bursary.local',
      target_type: 'application',
      before: { accept_decline: 2 },
      after: { accept_decline: 1, status_id: 1, note: 'Strong marks and real need.', subject_to: 'Proof of registration for 2025' },
    });
    expect(audit.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('declines with status_id 0, and takes the form\'s radio (2 = decline) as it is', async () => {
    const applicant = await registerApplicant({ first_name: 'Mogamat', last_name: 'Isaacs' });
    const applicationId = await submitCompleteApplication(applicant);

    const { body } = await addStatus({ application_id: applicationId, radio: 2, note: 'Income above the threshold.', subject_to: '' }).expect(200);

    expect(body).toEqual({ success: 'Mogamat Isaacs declined' });
    expect(await acceptDecline(applicationId)).toBe(0);
    expect(await decisionRows(applicationId)).toMatchObject([{ status_id: 0, note: 'Income above the threshold.', subject_to: null }]);
    expect(await auditRows('decision.add', applicationId)).toMatchObject([{ before: { accept_decline: 2 }, after: { accept_decline: 0, status_id: 0 } }]);
  });

  it('accepts with the radio value 1', async () => {
    const applicant = await registerApplicant({ first_name: 'Yusuf', last_name: 'Patel' });
    const applicationId = await submitCompleteApplication(applicant);
    await addStatus({ application_id: applicationId, radio: '1' }).expect(200, { success: 'Yusuf Patel accepted' });
    expect(await decisionRows(applicationId)).toMatchObject([{ status_id: 1 }]);
  });

  it('keeps every decision in order; the newest is the application\'s decision', async () => {
    const applicationId = await submitCompleteApplication(await registerApplicant());

    await addStatus({ application_id: applicationId, status_id: 1, note: 'first' }).expect(200);
    await addStatus({ application_id: applicationId, status_id: 0, note: 'second' }).expect(200);
    await addStatus({ application_id: applicationId, status_id: 1, note: 'third', subject_to: 'Final-year results' }).expect(200);

    const decisions = await decisionRows(applicationId);
    expect(decisions.map(({ status_id, note }) => ({ status_id, note }))).toEqual([
      { status_id: 1, note: 'first' },
      { status_id: 0, note: 'second' },
      { status_id: 1, note: 'third' },
    ]);
    const times = decisions.map((decision) => decision.decided_at.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(await acceptDecline(applicationId)).toBe(1);
    expect((await auditRows('decision.add', applicationId)).map((row) => [row.before.accept_decline, row.after.accept_decline])).toEqual([
      [2, 1],
      [1, 0],
      [0, 1],
    ]);
  });

  it.each([
    ['nothing chosen', {}, 'Select Accept or Decline'],
    ['an empty status_id', { status_id: '' }, 'Select Accept or Decline'],
    ['status_id 2', { status_id: 2 }, 'Select Accept or Decline'],
    ['radio 3', { radio: 3 }, 'Select Accept or Decline'],
    ['a note of 5001 characters', { status_id: 1, note: 'x'.repeat(5001) }, 'Use 5000 characters or fewer'],
  ])('refuses %s with "%s" and decides nothing', async (_case, change, message) => {
    const applicationId = await untouchedApplication();
    const { body } = await addStatus({ application_id: applicationId, ...change }).expect(400);
    expect(body).toEqual({ error: message });
    expect(await acceptDecline(applicationId)).toBe(2);
    expect(await decisionRows(applicationId)).toEqual([]);
    expect(await auditRows('decision.add', applicationId)).toEqual([]);
  });

  it('decides only a submitted application', async () => {
    const applicationId = await createApplication(await registerApplicant());
    const { body } = await addStatus({ application_id: applicationId, status_id: 1 }).expect(409);
    expect(body).toEqual({ error: 'Only a submitted application can be accepted or declined, and this one has not been submitted yet.' });
    expect(await acceptDecline(applicationId)).toBe(2);
    expect(await decisionRows(applicationId)).toEqual([]);
  });

  it('answers an application that does not exist as not found, and no application_id as a bad request', async () => {
    await addStatus({ application_id: 99999999, status_id: 1 }).expect(404, { error: 'Application not found.' });
    await addStatus({ status_id: 1 }).expect(400, { error: 'Give the application_id of the application as a whole number, such as 12.' });
  });

  it('is for staff only: an applicant (even for their own application) gets 403, nobody signed in 401', async () => {
    const applicant = await registerApplicant();
    const applicationId = await submitCompleteApplication(applicant);
    const refused = await api().post('/api/addstatus').set(authorised(applicant)).send({ application_id: applicationId, status_id: 1 }).expect(403);
    expect(refused.body).toEqual({ error: 'This is for bursary staff only.' });
    const anonymous = await api().post('/api/addstatus').send({ application_id: applicationId, status_id: 1 }).expect(401);
    expect(anonymous.body).toEqual({ error: 'Please sign in to continue.' });
    expect(await acceptDecline(applicationId)).toBe(2);
    expect(await decisionRows(applicationId)).toEqual([]);
  });
});

describe('[STAFF][DECISION]: GET /api/getdecisions', () => {
  it('reads every decision back newest first: Accepted or Declined, the reason, subject to, who and when', async () => {
    const applicationId = await submitCompleteApplication(await registerApplicant());
    const before = Date.now();
    await addStatus({ application_id: applicationId, status_id: 1, note: 'Strong marks.' }).expect(200);
    await addStatus({ application_id: applicationId, radio: 2, note: 'Income above the threshold.' }).expect(200);
    await addStatus({ application_id: applicationId, status_id: 1, note: 'Income corrected.', subject_to: 'Proof of registration for 2026' }).expect(200);
    const after = Date.now();

    const { body } = await decisionsOf(applicationId).expect(200);

    const stored = (await decisionRows(applicationId)).reverse();
    expect(body).toEqual([
      { decision: 'Accepted', status_id: 1, note: 'Income corrected.', subject_to: 'Proof of registration for 2026' },
      { decision: 'Declined', status_id: 0, note: 'Income above the threshold.', subject_to: null },
      { decision: 'Accepted', status_id: 1, note: 'Strong marks.', subject_to: null },
    ].map((decision, index) => ({
      decision_id: expect.any(Number),
      ...decision,
      decided_by: 'Bursary Staff',
      decided_at: stored[index].decided_at.toISOString(),
    })));
    for (const { decided_at: decidedAt } of body) {
      expect(Date.parse(decidedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(decidedAt)).toBeLessThanOrEqual(after + 1000);
    }
    expect(new Set(body.map((decision: { decision_id: number }) => decision.decision_id)).size).toBe(3);
  });

  it('orders by when each was decided, and names whoever decided it as kept with the decision', async () => {
    const applicationId = await submitCompleteApplication(await registerApplicant());
    await addStatus({ application_id: applicationId, status_id: 0, note: 'Declined at first.' }).expect(200);
    await addStatus({ application_id: applicationId, status_id: 1, note: 'Accepted on appeal.' }).expect(200);
    // The newer row decided earlier (a decision brought over from the old system), by a colleague whose account is gone.
    const [, newerRow] = await db()('application_decisions as d')
      .join('application_decisions_application_lnk as l', 'l.decision_id', 'd.id')
      .where('l.application_id', applicationId)
      .orderBy('d.id')
      .select('d.id');
    await db()('application_decisions').where({ id: newerRow.id }).update({ decided_by_name: 'Fatima Jacobs', decided_at: new Date('2025-03-01T08:15:00Z') });

    const { body } = await decisionsOf(applicationId).expect(200);

    expect(body.map(({ note, decided_by: by, decided_at: at }: Record<string, string>) => ({ note, by, at }))).toEqual([
      { note: 'Declined at first.', by: 'Bursary Staff', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      { note: 'Accepted on appeal.', by: 'Fatima Jacobs', at: '2025-03-01T08:15:00.000Z' },
    ]);
  });

  it('answers an empty list before any decision, not found for an unknown application, and a bad request without one', async () => {
    const applicationId = await untouchedApplication();
    await decisionsOf(applicationId).expect(200, []);
    await decisionsOf(99999999).expect(404, { error: 'Application not found.' });
    await api().get('/api/getdecisions').set('Authorization', staff.token).expect(400, { error: 'Give the application_id of the application as a whole number, such as 12.' });
  });

  it('is for staff only: an applicant (even for their own application) gets 403, nobody signed in 401', async () => {
    const applicant = await registerApplicant();
    const applicationId = await submitCompleteApplication(applicant);
    await addStatus({ application_id: applicationId, status_id: 1, note: 'Strong marks.' }).expect(200);

    const refused = await api().get(`/api/getdecisions?application_id=${applicationId}`).set(authorised(applicant)).expect(403);
    expect(refused.body).toEqual({ error: 'This is for bursary staff only.' });
    const anonymous = await api().get(`/api/getdecisions?application_id=${applicationId}`).expect(401);
    expect(anonymous.body).toEqual({ error: 'Please sign in to continue.' });
  });
});
