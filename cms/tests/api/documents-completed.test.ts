import { api, signIn } from '../support/api';
import { registerApplicant } from '../support/applicants';
import { decide, submitCompleteApplication } from '../support/applications';
import { auditRows } from '../support/audit';
import { db } from '../support/database';
import { mailsTo, UNDELIVERABLE_DOMAIN, waitForMail } from '../support/mailbox';
import { basicInfo } from '../../../packages/test-kit/src/step-bodies';

const SUBJECT = 'Your documents are complete';

let staff: { token: string; user: number };

beforeAll(async () => {
  staff = await signIn();
});

const documentsCompleted = (body: Record<string, unknown>, token = staff.token) =>
  api().post('/api/sendocscompleted').set('Authorization', token).send(body);

const applicationRow = (applicationId: number) => db()('applications').where({ id: applicationId }).first();
const completedAt = (row: { docs_completed_at: unknown }) =>
  row.docs_completed_at === null ? null : new Date(Number(row.docs_completed_at) || (row.docs_completed_at as string));

const decided = async (statusId: 0 | 1 | null, names: Parameters<typeof registerApplicant>[0] = {}) => {
  const applicant = await registerApplicant(names);
  const applicationId = await submitCompleteApplication(applicant);
  if (statusId !== null) await decide(applicationId, statusId, { staff });
  return { applicant, applicationId };
};

describe('[STAFF][DOCUMENTS-COMPLETED]: POST /api/sendocscompleted', () => {
  it('marks the documents completed and e-mails the applicant through the documents_completed template', async () => {
    const { applicant, applicationId } = await decided(1, { first_name: 'Naeema', last_name: 'Abrahams' });
    const before = Date.now();

    const { body } = await documentsCompleted({ applicant_id: applicant.applicantId, application_id: applicationId, status: 0 }).expect(200);

    expect(body).toEqual({ success: 'Documents completed. Naeema Abrahams has been e-mailed.' });
    const row = await applicationRow(applicationId);
    expect(Boolean(row.docs_completed)).toBe(true);
    expect(completedAt(row)!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const mail = await waitForMail(applicant.email, { subject: SUBJECT });
    expect(mail.text).toContain('Dear Naeema Abrahams');
    expect(mail.text).toContain('your 2025 Zakah Bursary');
    const log = await db()('email_logs as e')
      .join('email_logs_application_lnk as l', 'l.email_log_id', 'e.id')
      .leftJoin('email_logs_sent_by_lnk as s', 's.email_log_id', 'e.id')
      .where({ 'l.application_id': applicationId, 'e.template_key': 'documents_completed' })
      .first('e.to', 'e.delivery_status', 's.user_id');
    expect({ ...log, user_id: Number(log.user_id) }).toEqual({ to: applicant.email, delivery_status: 'sent', user_id: staff.user });

    const [audit] = await auditRows('documents.completed', applicationId);
    expect(audit).toMatchObject({
      actor: staff.user,
      target_type: 'application',
      before: { docs_completed: false, docs_completed_at: null },
      after: { docs_completed: true, docs_completed_at: completedAt(row)!.toISOString() },
      details: { emailed: applicant.email },
    });
  });

  it('keeps the first completion date when marked again, and sends the e-mail again', async () => {
    const { applicant, applicationId } = await decided(1);
    await documentsCompleted({ applicant_id: applicant.applicantId, application_id: applicationId, status: 0 }).expect(200);
    const first = completedAt(await applicationRow(applicationId))!;
    await waitForMail(applicant.email, { subject: SUBJECT });

    await documentsCompleted({ application_id: applicationId, status: 0 }).expect(200);

    expect(completedAt(await applicationRow(applicationId))).toEqual(first);
    await waitForMail(applicant.email, { subject: SUBJECT });
    expect(mailsTo(applicant.email).filter((mail) => mail.subject === SUBJECT)).toHaveLength(2);
    expect(await auditRows('documents.completed', applicationId)).toHaveLength(2);
  });

  it.each([
    ['pending', null],
    ['declined', 0],
  ] as const)('refuses a %s application and sends nothing', async (_case, decision) => {
    const { applicant, applicationId } = await decided(decision);
    const { body } = await documentsCompleted({ applicant_id: applicant.applicantId, application_id: applicationId, status: 0 }).expect(409);
    expect(body).toEqual({ error: 'Only an accepted application can have its documents marked as completed.' });
    expect(Boolean((await applicationRow(applicationId)).docs_completed)).toBe(false);
    expect(mailsTo(applicant.email).filter((mail) => mail.subject === SUBJECT)).toEqual([]);
    expect(await auditRows('documents.completed', applicationId)).toEqual([]);
  });

  it("refuses another applicant's id, a status other than 0 and an unknown application", async () => {
    const { applicationId } = await decided(1);
    const other = await registerApplicant();
    await documentsCompleted({ applicant_id: other.applicantId, application_id: applicationId, status: 0 }).expect(400, {
      error: "This application is not that applicant's.",
    });
    await documentsCompleted({ application_id: applicationId, status: 1 }).expect(400, { error: 'Send status 0 to mark the documents as completed.' });
    await documentsCompleted({ application_id: 99999999, status: 0 }).expect(404, { error: 'Application not found.' });
    expect(Boolean((await applicationRow(applicationId)).docs_completed)).toBe(false);
  });

  it('says so when the e-mail cannot be delivered, keeps the documents completed, and resends once the address is corrected', async () => {
    const email = `refused.${Date.now()}@${UNDELIVERABLE_DOMAIN}`;
    const { applicant, applicationId } = await decided(1, { email });

    const { body } = await documentsCompleted({ application_id: applicationId, status: 0 }).expect(502);

    expect(body).toEqual({
      error: `The documents are marked as completed, but the e-mail to ${email} could not be sent. Click Documents completed again to resend it.`,
    });
    expect(Boolean((await applicationRow(applicationId)).docs_completed)).toBe(true);
    const log = await db()('email_logs').where({ to: email, template_key: 'documents_completed' }).first();
    expect(log.delivery_status).toBe('failed');

    // Staff correct the address on the applicant's behalf and mark again: now the e-mail arrives.
    const corrected = `corrected.${Date.now()}@example.org`;
    await api()
      .post('/api/updateapplicant')
      .set('Authorization', staff.token)
      .send({ applicant: { ...basicInfo(), first_name: applicant.first_name, last_name: applicant.last_name, email: corrected }, applicant_id: applicant.applicantId })
      .expect(200);
    await documentsCompleted({ application_id: applicationId, status: 0 }).expect(200);
    await waitForMail(corrected, { subject: SUBJECT });
  });

  it('is for staff only', async () => {
    const { applicant, applicationId } = await decided(1);
    await documentsCompleted({ application_id: applicationId, status: 0 }, applicant.token).expect(403, { error: 'This is for bursary staff only.' });
    await api().post('/api/sendocscompleted').send({ application_id: applicationId, status: 0 }).expect(401, { error: 'Please sign in to continue.' });
    expect(Boolean((await applicationRow(applicationId)).docs_completed)).toBe(false);
  });
});
