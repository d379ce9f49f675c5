import { REVIEWER_MESSAGES } from '@bursary/domain/reviewers';
import { api, signIn } from '../support/api';
import { authorised } from '../support/applicants';
import { auditRows } from '../support/audit';
import { db } from '../support/database';
import { documentRows } from '../support/files';
import { issueLinkToken } from '../support/link-tokens';
import { mailsTo } from '../support/mailbox';
import { inviteReviewer, newReviewer, type TestReviewer } from '../support/reviewers';
import { submittedApplication } from '../support/submitted-applications';

// The Reviewer role (issue 18 item 1): staff invite reviewers by e-mail with a signed link that
// expires; a reviewer reads, comments on and scores the applications in their pool (assigned to
// them, or to nobody: the open pool) and nothing else; staff deactivate them. The pools here are
// worked out from the assignments this test makes, in a year of their own.

const YEAR = 2037;
const PASSWORD = 'Review2025now';

type Staff = { token: string; user: number };
let staff: Staff;
let first: TestReviewer;
let second: TestReviewer;
// P stays in the open pool; Q is given to the first reviewer, S to the second.
let p: number;
let q: number;
let s: number;

const as = (caller: { token: string }) => authorised(caller);
const gridOf = async (caller: { token: string }) => {
  const response = await api().post('/api/searchapplication').set(as(caller)).send({ application_year: YEAR, page: 1, page_size: 100 }).expect(200);
  return response.body as { rows: { application_id: number; Race: string | null; Religion: string | null; payment: unknown[] }[]; total: number; counts: { all: number } };
};
const idsIn = (grid: Awaited<ReturnType<typeof gridOf>>) => grid.rows.map((row) => row.application_id).sort((a, b) => a - b);
const assign = (applicationId: number, reviewer: { user: number }) =>
  api().post('/api/assignreviewer').set(as(staff)).send({ application_id: applicationId, reviewer_id: reviewer.user });
const queueOf = async (caller: { token: string }) =>
  (await api().get(`/api/reviewqueue?application_year=${YEAR}`).set(as(caller)).expect(200)).body as { next: { application_id: number } | null; left: number };

beforeAll(async () => {
  staff = await signIn();
  [first, second] = [await newReviewer(staff, 'Naledi', 'Khumalo'), await newReviewer(staff, 'Imraan', 'Patel')];
  const made = [];
  for (const name of ['Pool', 'Quinton', 'Sibusiso']) made.push(await submittedApplication({ first_name: name, last_name: 'Reviewed' }));
  [p, q, s] = made.map((application) => application.applicationId);
  await db()('applications').whereIn('id', [p, q, s]).update({ application_year: YEAR });
  await assign(q, first).expect(200);
  await assign(s, second).expect(200);
});

describe('inviting a reviewer', () => {
  it('e-mails the invited address alone a link to the back office that works for 14 days, and makes the account once', async () => {
    const before = Date.now();
    const { email, mail, token } = await inviteReviewer(staff, 'Thandi', 'Mokoena');
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toMatch(/^Invitation to review Zakah Bursary applications \d{4}$/);
    expect(mail.text).toMatch(/^Dear Thandi Mokoena,/);
    expect(mail.text).toContain(`/reviewerinvitation?token=${token}`);

    const page = await api().get(`/api/reviewerinvitation/${token}`).expect(200);
    expect(page.body).toMatchObject({ email, first_name: 'Thandi', last_name: 'Mokoena' });
    const days = (Date.parse(page.body.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThan(14.01);

    // Listed as invited until the account exists.
    const listed = (await api().get('/api/reviewers').set(as(staff)).expect(200)).body.reviewers;
    expect(listed).toContainEqual(expect.objectContaining({ email, status: 'invited', user_id: null }));

    // A password the rule refuses: the spec's message, and no account.
    const weak = await api().post(`/api/reviewerinvitation/${token}`).send({ password: 'short', re_password: 'short' }).expect(400);
    expect(weak.body.error).toBe('Use 8 or more characters with a mix of letters and numbers');
    expect(await db()('up_users').where({ email }).first('id')).toBeUndefined();

    const accepted = await api().post(`/api/reviewerinvitation/${token}`).send({ password: PASSWORD, re_password: PASSWORD }).expect(200);
    expect(accepted.body.message).toBe('Your reviewer account is ready. Sign in with your e-mail address and the password you chose.');
    const again = await api().post(`/api/reviewerinvitation/${token}`).send({ password: PASSWORD, re_password: PASSWORD }).expect(400);
    expect(again.body.error).toMatch(/already been used/);

    const session = await signIn({ email, password: PASSWORD });
    expect(session.role).toBe(2);
    const now = (await api().get('/api/reviewers').set(as(staff)).expect(200)).body.reviewers;
    expect(now.filter((entry: { email: string }) => entry.email === email)).toEqual([expect.objectContaining({ status: 'active', user_id: session.user })]);
    const [audit] = await auditRows('reviewer.invite', email);
    expect(audit).toMatchObject({ actor: staff.user, target_type: 'reviewer', after: { email, first_name: 'Thandi', last_name: 'Mokoena' } });
  });

  it('refuses an address that has an account, and a second invitation replaces the first', async () => {
    const taken = await api().post('/api/invitereviewer').set(as(staff)).send({ email: first.email, first_name: 'Naledi', last_name: 'Khumalo' }).expect(409);
    expect(taken.body.error).toBe(`${first.email} already has an account on the portal. Invite reviewers with an address that has no account (applicants cannot review).`);
    expect(mailsTo(first.email).filter((mail) => /Invitation to review/.test(mail.subject))).toHaveLength(1);

    const firstInvitation = await inviteReviewer(staff, 'Ayesha', 'Moosa');
    await api().post('/api/invitereviewer').set(as(staff)).send({ email: firstInvitation.email, first_name: 'Ayesha', last_name: 'Moosa' }).expect(200);
    const revoked = await api().get(`/api/reviewerinvitation/${firstInvitation.token}`).expect(400);
    expect(revoked.body.error).toMatch(/not valid/);
  });

  it('says an expired or mistyped link is no good, and an empty form gets its first field’s message', async () => {
    const expired = await issueLinkToken({ purpose: 'reviewer_invitation', email: 'late@reviewers.example.org', ttlSeconds: -60, payload: { first_name: 'Late', last_name: 'Reviewer' } });
    expect((await api().get(`/api/reviewerinvitation/${expired}`).expect(400)).body.error).toBe('This link has expired. Please ask for a new one.');
    expect((await api().get('/api/reviewerinvitation/not-a-token').expect(400)).body.error).toMatch(/not valid/);
    const empty = await api().post('/api/invitereviewer').set(as(staff)).send({}).expect(400);
    expect(empty.body.error).toBe("Enter the reviewer's e-mail address");
  });
});

describe("a reviewer's pool", () => {
  it('holds the applications given to them and the open pool, and nobody else’s; staff see all', async () => {
    expect(idsIn(await gridOf(first))).toEqual([p, q].sort((a, b) => a - b));
    expect(idsIn(await gridOf(second))).toEqual([p, s].sort((a, b) => a - b));
    expect(idsIn(await gridOf(staff))).toEqual([p, q, s].sort((a, b) => a - b));
    expect((await gridOf(first)).counts.all).toBe(2);
    expect((await gridOf(staff)).counts.all).toBe(3);
  });

  it('reads an application in it without race, religion or payments, and another reviewer’s as one that does not exist', async () => {
    const own = await api().get(`/api/getapplication/${q}`).set(as(first)).expect(200);
    expect(own.body).toMatchObject({ application_id: q, Race: null, Religion: null, payment: [] });
    expect(own.body.ranking).toBeUndefined();
    // Staff see race and religion as the applicant gave them.
    expect((await api().get(`/api/getapplication/${q}`).set(as(staff)).expect(200)).body.Race).not.toBeNull();
    for (const path of [`/api/getapplication/${s}`, `/api/getcomments?application_id=${s}`, `/api/getscores?application_id=${s}`, `/api/applicationdocuments?application_id=${s}`]) {
      const response = await api().get(path).set(as(first));
      expect({ path, status: response.status, error: response.body.error }).toEqual({ path, status: 404, error: 'Application not found.' });
    }
  });

  it('comments and opens documents in it, each opening in the access log under their name', async () => {
    await api().post('/api/addcomment').set(as(first)).send({ application_id: q, comment: 'Strong motivation letter.' }).expect(200);
    const comments = (await api().get(`/api/getcomments?application_id=${q}`).set(as(staff)).expect(200)).body;
    expect(comments[0]).toMatchObject({ Comment: 'Strong motivation letter.', initials: 'NK' });
    const [document] = await documentRows(q);
    await api().get(`/api/getapplicantfileadmin?application_id=${q}&filename=${document.id}`).set(as(first)).expect(200);
    const opened = (await auditRows('view.document', q)).filter((row) => row.actor === first.user);
    expect(opened.map((row) => row.details)).toEqual([expect.objectContaining({ via: 'getapplicantfileadmin', document_id: document.id })]);
  });

  it('is refused what is staff’s: deciding, paying, e-mailing, exporting, the whole year’s list, looking without scoring', async () => {
    const refused = [
      api().post('/api/addstatus').send({ application_id: q, status_id: 1 }),
      api().post('/api/addpaymet').send({ application_id: q }),
      api().post('/api/sendgeneralemails').send({}),
      api().get(`/api/exports/checklist?application_year=${YEAR}`),
      api().post('/api/searchapplication').send({ application_year: YEAR }),
      api().post('/api/lookwithoutscoring').send({ application_id: q }),
      api().post('/api/assignreviewer').send({ application_id: p, reviewer_id: first.user }),
    ];
    for (const request of refused) expect((await request.set(as(first))).status).toBe(403);
  });

  it("queues the reviewer's own applications first, then the open pool", async () => {
    expect(await queueOf(first)).toEqual(expect.objectContaining({ next: expect.objectContaining({ application_id: q }), left: 2 }));
    expect(await queueOf(second)).toEqual(expect.objectContaining({ next: expect.objectContaining({ application_id: s }), left: 2 }));
  });

  it('gives a reviewer a batch from the pool, the least-reviewed first, and takes one back', async () => {
    const batch = await api().post('/api/assignfrompool').set(as(staff)).send({ reviewer_id: second.user, application_year: YEAR, count: 1 }).expect(200);
    // P has no reviewer, Q has one: P comes first.
    expect(batch.body).toEqual({ assigned: 1, message: '1 application assigned to Imraan Patel.' });
    expect((await api().get(`/api/getassignments?application_id=${p}`).set(as(staff)).expect(200)).body.reviewers).toEqual([
      expect.objectContaining({ user_id: second.user, name: 'Imraan Patel' }),
    ]);
    // P left the open pool: the first reviewer no longer sees it.
    expect(idsIn(await gridOf(first))).toEqual([q]);
    await api().post('/api/unassignreviewer').set(as(staff)).send({ application_id: p, reviewer_id: second.user }).expect(200);
    expect(idsIn(await gridOf(first))).toEqual([p, q].sort((a, b) => a - b));
    const none = await api().post('/api/assignfrompool').set(as(staff)).send({ reviewer_id: second.user, application_year: 2019, count: 5 }).expect(200);
    expect(none.body).toEqual({ assigned: 0, message: 'No applications were left to assign to Imraan Patel.' });
    const tooMany = await api().post('/api/assignfrompool').set(as(staff)).send({ reviewer_id: second.user, application_year: YEAR, count: 201 }).expect(400);
    expect(tooMany.body.error).toBe('Enter how many applications to assign: a whole number from 1 to 200');
  });
});

describe('deactivating a reviewer', () => {
  it('signs them out at once, refuses their sign-in and new assignments, and reactivating lets them back', async () => {
    const reviewer = await newReviewer(staff, 'Zanele', 'Dlamini');
    await api().get(`/api/getapplication/${p}`).set(as(reviewer)).expect(200);
    const done = await api().post('/api/deactivatereviewer').set(as(staff)).send({ user_id: reviewer.user }).expect(200);
    expect(done.body.message).toBe('Zanele Dlamini can no longer sign in. Their scores and comments stay.');
    expect((await api().get(`/api/getapplication/${p}`).set(as(reviewer))).status).toBe(401);
    const refused = await api().post('/api/login').send({ email: reviewer.email, password: reviewer.password }).expect(403);
    expect(refused.body.error).toBe(REVIEWER_MESSAGES.signInDeactivated);
    const assigned = await assign(p, reviewer).expect(409);
    expect(assigned.body.error).toBe('Zanele Dlamini is deactivated. Reactivate them before assigning applications.');
    const listed = (await api().get('/api/reviewers').set(as(staff)).expect(200)).body.reviewers;
    expect(listed).toContainEqual(expect.objectContaining({ user_id: reviewer.user, status: 'deactivated' }));
    expect(await auditRows('reviewer.deactivate', reviewer.user)).toHaveLength(1);

    await api().post('/api/reactivatereviewer').set(as(staff)).send({ user_id: reviewer.user }).expect(200);
    await signIn({ email: reviewer.email, password: reviewer.password });
  });

  it('refuses to treat a staff member or an applicant as a reviewer', async () => {
    const response = await api().post('/api/deactivatereviewer').set(as(staff)).send({ user_id: staff.user }).expect(404);
    expect(response.body.error).toBe('This is not a reviewer account.');
    expect((await signIn()).role).toBe(1);
  });
});
