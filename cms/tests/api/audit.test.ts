import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { fillApplication, submitCompleteApplication } from '../support/applications';
import { db } from '../support/database';
import { samplePdf } from '../support/files';
import { issueLinkToken } from '../support/link-tokens';
import { waitForMail } from '../support/mailbox';
import { income } from '../../../packages/test-kit/src/step-bodies';

const STAFF_ADDRESS = '10.250.1.7';

let staff: { token: string; user: number };

beforeAll(async () => {
  staff = await signIn();
});

const asStaff = (method: 'get' | 'post', path: string, body?: object) => {
  const request = api()[method](path).set('Authorization', staff.token).set('X-Forwarded-For', STAFF_ADDRESS);
  return body ? request.send(body) : request;
};

const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

// Every audit row written since `sinceId`, oldest first.
const auditTrail = async (sinceId: number) => {
  const rows = await db()('audit_logs as a')
    .leftJoin('audit_logs_actor_lnk as l', 'l.audit_log_id', 'a.id')
    .where('a.id', '>', sinceId)
    .orderBy('a.id')
    .select('a.id', 'a.action', 'a.target_type', 'a.target_id', 'a.details', 'a.actor_email', 'a.ip', 'a.at', 'l.user_id');
  return rows.map((row) => ({ ...row, user_id: Number(row.user_id), details: parsed(row.details), at: new Date(Number(row.at) || row.at) }));
};

const lastAuditId = async () => Number((await db()('audit_logs').max('id as id').first())?.id ?? 0);

describe('[STAFF][AUDIT]: every staff write is recorded', () => {
  it('records who, when, from where, what and on which record, with before and after, for each kind of staff write', async () => {
    const applicant = await registerApplicant({ first_name: 'Ismail', last_name: 'Daniels' });
    const { applicationId, basic } = await fillApplication(applicant);
    const resultToken = await issueLinkToken({ purpose: 'results_request', applicationId, payload: { resultType: 1 } });
    const { body: submitted } = await api()
      .post('/api/submitresults')
      .field('token', resultToken)
      .field('results', JSON.stringify({ subjects: [{ subjectName: 'Auditing', subjectMark: '72' }] }))
      .attach('file', samplePdf(), { filename: 'results.pdf', contentType: 'application/pdf' })
      .expect(201);
    const sinceId = await lastAuditId();
    const started = Date.now();

    await asStaff('post', '/api/addcomment', { comment: 'Complete file.', application_id: applicationId }).expect(200);
    await asStaff('post', '/api/addstatus', { application_id: applicationId, status_id: 1, note: 'Approved by committee' }).expect(200);
    const { body: added } = await asStaff('post', '/api/addpaymet', {
      payment_id: '',
      application_id: applicationId,
      bank: 'ABSA',
      account_no: '4051234567',
      branch_code: '632005',
      in_respect_of: 'Education',
      amount_approved: 20000,
    }).expect(200);
    const paymentId = added.payment.payment_id;
    await asStaff('post', '/api/addpaymet', { payment_id: paymentId, application_id: applicationId, amount_approved: 21000 }).expect(200);
    await asStaff('post', '/api/deletepayment', { payment_id: paymentId }).expect(200);
    await asStaff('post', '/api/sendocscompleted', { applicant_id: applicant.applicantId, application_id: applicationId, status: 0 }).expect(200);
    await waitForMail(applicant.email, { subject: 'Your documents are complete' });
    await asStaff('post', '/api/confirmresult', { application_id: applicationId, period: 'finalyear_transcript', pass_fail: 'pass' }).expect(200);
    await asStaff('post', '/api/updateapplicant', {
      applicant: { ...basic, first_name: 'Ismail', last_name: 'Daniels', email: applicant.email, city: 'Stellenbosch' },
      applicant_id: applicant.applicantId,
    }).expect(200);
    await asStaff('post', '/api/updateapplication', { ...income(), other_income: 1500, application_id: applicationId }).expect(200);

    const trail = await auditTrail(sinceId);
    expect(trail.map((row) => [row.action, row.target_type, Number(row.target_id)])).toEqual([
      ['comment.add', 'application', applicationId],
      ['decision.add', 'application', applicationId],
      ['payment.create', 'payment', paymentId],
      ['payment.update', 'payment', paymentId],
      ['payment.delete', 'payment', paymentId],
      ['documents.completed', 'application', applicationId],
      ['result.confirm', 'result', submitted.result.id],
      ['applicant.update', 'applicant', applicant.applicantId],
      ['application.update', 'application', applicationId],
    ]);
    for (const row of trail) {
      expect(row).toMatchObject({ user_id: staff.user, actor_email: 'staff.test@bursary.local', ip: STAFF_ADDRESS });
      expect(row.at.getTime()).toBeGreaterThanOrEqual(started - 1000);
      expect(row.at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect(row.details).toHaveProperty('before');
      expect(row.details).toHaveProperty('after');
    }
    const byAction = Object.fromEntries(trail.map((row) => [row.action, row.details]));
    expect(byAction['decision.add']).toMatchObject({ before: { accept_decline: 2 }, after: { accept_decline: 1 } });
    expect(byAction['payment.update']).toMatchObject({ before: { amount_approved: 20000 }, after: { amount_approved: 21000 } });
    expect(byAction['payment.delete']).toMatchObject({ before: { payment_id: paymentId, amount_approved: 21000 }, after: null });
    expect(byAction['applicant.update']).toEqual(
      expect.objectContaining({ before: { city: 'Cape Town' }, after: { city: 'Stellenbosch' } }),
    );
    expect(Object.keys(byAction['application.update'].after).sort()).toEqual(['other_income', 'total_income']);
  });

  it('records nothing for a refused write or a read', async () => {
    const applicant = await registerApplicant();
    const applicationId = await submitCompleteApplication(applicant);
    const sinceId = await lastAuditId();

    await asStaff('post', '/api/addcomment', { comment: '', application_id: applicationId }).expect(400);
    await asStaff('post', '/api/addpaymet', { application_id: applicationId, bank: 'ABSA' }).expect(409);
    await asStaff('post', '/api/confirmresult', { application_id: applicationId, period: 'midyear_transcript', pass_fail: 'pass' }).expect(404);
    await api().post('/api/addstatus').set(authorised(applicant)).send({ application_id: applicationId, status_id: 1 }).expect(403);
    await asStaff('get', `/api/getcomments?application_id=${applicationId}`).expect(200);
    await asStaff('get', `/api/getpayments?application_id=${applicationId}`).expect(200);
    await asStaff('get', `/api/getresultsdata?application_id=${applicationId}`).expect(200);

    expect(await auditTrail(sinceId)).toEqual([]);
  });
});

describe('[STAFF][AUDIT]: every staff view of race and religion is recorded (POPIA special personal information)', () => {
  it('records the grid page, the legacy list, the detail screen and the update form, with the applications each showed', async () => {
    const applicant = await registerApplicant({ first_name: 'Special', last_name: `Viewed${Date.now()}` });
    const applicationId = await submitCompleteApplication(applicant);
    const year = Number((await db()('applications').where({ id: applicationId }).first('application_year')).application_year);
    const sinceId = await lastAuditId();

    const page = await asStaff('post', '/api/searchapplication', { application_year: year, search: applicant.last_name }).expect(200);
    expect(page.body.rows.map((row: { Race: string }) => row.Race)).toEqual(['Malay']);
    const fullList = await asStaff('post', '/api/searchapplication', { application_year: year }).expect(200);
    await asStaff('get', `/api/getapplication/${applicationId}`).expect(200);
    await asStaff('get', `/api/applicationforms/${applicationId}`).expect(200);

    const views = (await auditTrail(sinceId)).filter((row) => row.action === 'view.special_personal_information');
    const listed = fullList.body.map((row: { application_id: number }) => row.application_id);
    expect(views.map((row) => ({ via: row.details.via, target: row.target_id, count: row.details.count, by: row.actor_email, ip: row.ip }))).toEqual([
      { via: 'searchapplication', target: String(applicationId), count: 1, by: 'staff.test@bursary.local', ip: STAFF_ADDRESS },
      { via: 'searchapplication', target: listed.length === 1 ? String(applicationId) : null, count: listed.length, by: 'staff.test@bursary.local', ip: STAFF_ADDRESS },
      { via: 'getapplication', target: String(applicationId), count: 1, by: 'staff.test@bursary.local', ip: STAFF_ADDRESS },
      { via: 'applicationforms', target: String(applicationId), count: 1, by: 'staff.test@bursary.local', ip: STAFF_ADDRESS },
    ]);
    const bulk = views[1].details;
    if (listed.length <= 100) expect(bulk.application_ids).toEqual(listed);
    else expect(bulk).toMatchObject({ application_year: year, count: listed.length });
  });

  it('records nothing when a search shows nobody, or when applicants read their own answers', async () => {
    const applicant = await registerApplicant();
    await submitCompleteApplication(applicant);
    const sinceId = await lastAuditId();
    await asStaff('post', '/api/searchapplication', { application_year: 2025, search: 'nobody-is-called-this' }).expect(200);
    await api().get('/api/myapplication').set(authorised(applicant)).expect(200);
    expect(await auditTrail(sinceId)).toEqual([]);
  });
});

describe("[STAFF][AUDIT]: every staff view of an applicant's document is recorded", () => {
  it('records the viewer, the download and the preview by staff with the document; the applicant reading their own records nothing', async () => {
    const applicant = await registerApplicant({ first_name: 'Document', last_name: 'Viewed' });
    const applicationId = await submitCompleteApplication(applicant);
    const [document] = await db()('application_documents as d')
      .join('application_documents_application_lnk as l', 'l.document_id', 'd.id')
      .where({ 'l.application_id': applicationId, 'd.field': 'id_document' })
      .select('d.id');
    const sinceId = await lastAuditId();

    await api().get(`/api/getapplicantfile?application_id=${applicationId}&filename=id_document`).set(authorised(applicant)).expect(200);
    await api()
      .get(`/api/downloadsupportingdoc?application_id=${applicationId}&filename=${document.id}&doctype=id_document`)
      .set(authorised(applicant))
      .expect(200);
    expect(await auditTrail(sinceId)).toEqual([]);

    await asStaff('get', `/api/getapplicantfileadmin?application_id=${applicationId}&filename=${document.id}`).expect(200);
    await asStaff('get', `/api/downloadsupportingdoc?application_id=${applicationId}&filename=${document.id}&doctype=id_document`).expect(200);
    await asStaff('get', `/api/getapplicantfile?application_id=${applicationId}&filename=id_document`).expect(200);
    const trail = await auditTrail(sinceId);
    expect(trail.map(({ action, target_type, target_id, details, ip }) => ({ action, target_type, target_id, details, ip }))).toEqual(
      ['getapplicantfileadmin', 'downloadsupportingdoc', 'getapplicantfile'].map((via) => ({
        action: 'view.document',
        target_type: 'application',
        target_id: String(applicationId),
        details: { before: null, after: null, via, document_id: document.id, field: 'id_document' },
        ip: STAFF_ADDRESS,
      })),
    );
  });
});
