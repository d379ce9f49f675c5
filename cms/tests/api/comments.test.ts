import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { createApplication, submitCompleteApplication } from '../support/applications';
import { auditRows } from '../support/audit';
import { db } from '../support/database';

let staff: { token: string; user: number };

beforeAll(async () => {
  staff = await signIn();
});

const addComment = (body: Record<string, unknown>, token = staff.token) => api().post('/api/addcomment').set('Authorization', token).send(body);
const comments = (applicationId: number, token = staff.token) => api().get(`/api/getcomments?application_id=${applicationId}`).set('Authorization', token);

const commentRows = async (applicationId: number) => {
  const rows = await db()('application_comments as c')
    .join('application_comments_application_lnk as l', 'l.comment_id', 'c.id')
    .leftJoin('application_comments_author_lnk as a', 'a.comment_id', 'c.id')
    .where('l.application_id', applicationId)
    .orderBy('c.id')
    .select('c.id', 'c.comment', 'c.comment_date', 'c.author_name', 'a.user_id');
  return rows.map((row) => ({ ...row, user_id: Number(row.user_id), comment_date: new Date(Number(row.comment_date) || row.comment_date) }));
};

// Refused requests change nothing, so they are all tried on one application.
let untouched: Promise<number> | null = null;
const untouchedApplication = () => (untouched ??= registerApplicant().then((applicant) => submitCompleteApplication(applicant)));

// The day in South Africa, as the bursary office sees it.
const officeDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(date);

describe('[STAFF][COMMENT]: POST /api/addcomment', () => {
  it('saves the comment with the staff member and the date, and audits it', async () => {
    const applicationId = await submitCompleteApplication(await registerApplicant());
    const before = Date.now();

    await addComment({ comment: '  Called the applicant: the fees statement follows next week.  ', application_id: applicationId }).expect(200, {
      success: 'Comment Saved',
    });

    const [stored] = await commentRows(applicationId);
    expect(stored).toMatchObject({
      comment: 'Called the applicant: the fees statement follows next week.',
      author_name: 'Bursary Staff',
      user_id: staff.user,
    });
    expect(stored.comment_date.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [audit] = await auditRows('comment.add', applicationId);
    expect(audit).toMatchObject({
      actor: staff.user,
      target_type: 'application',
      before: null,
      after: { comment_id: Number(stored.id), comment: 'Called the applicant: the fees statement follows next week.', author_name: 'Bursary Staff' },
    });
  });

  it('takes a comment on an application that is not submitted yet', async () => {
    const applicationId = await createApplication(await registerApplicant());
    await addComment({ comment: 'Started but not submitted.', application_id: applicationId }).expect(200, { success: 'Comment Saved' });
    expect(await commentRows(applicationId)).toHaveLength(1);
  });

  it.each([
    ['no comment', {}],
    ['an empty comment', { comment: '' }],
    ['a comment of spaces', { comment: '   ' }],
    ['a comment sent as an object', { comment: { text: 'hello' } }],
  ])('answers %s with "enter comment" and saves nothing', async (_case, change) => {
    const applicationId = await untouchedApplication();
    const { body } = await addComment({ application_id: applicationId, ...change }).expect(400);
    expect(body).toEqual({ error: 'enter comment' });
    expect(await commentRows(applicationId)).toEqual([]);
    expect(await auditRows('comment.add', applicationId)).toEqual([]);
  });

  it('refuses a comment longer than 5000 characters', async () => {
    const applicationId = await untouchedApplication();
    const { body } = await addComment({ comment: 'x'.repeat(5001), application_id: applicationId }).expect(400);
    expect(body).toEqual({ error: 'Use 5000 characters or fewer' });
    expect(await commentRows(applicationId)).toEqual([]);
  });

  it('answers an application that does not exist as not found', async () => {
    await addComment({ comment: 'Lost', application_id: 99999999 }).expect(404, { error: 'Application not found.' });
  });

  it('is for staff only', async () => {
    const applicant = await registerApplicant();
    const applicationId = await createApplication(applicant);
    await api().post('/api/addcomment').set(authorised(applicant)).send({ comment: 'Mine', application_id: applicationId }).expect(403, {
      error: 'This is for bursary staff only.',
    });
    await api().post('/api/addcomment').send({ comment: 'Anyone', application_id: applicationId }).expect(401, { error: 'Please sign in to continue.' });
    expect(await commentRows(applicationId)).toEqual([]);
  });
});

describe('[STAFF][COMMENT]: GET /api/getcomments', () => {
  it("lists the comments newest first, with the date's first 10 characters and the author's initials", async () => {
    const applicationId = await submitCompleteApplication(await registerApplicant());
    for (const comment of ['First look: complete.', 'Asked for the fees statement.', 'Fees statement received.']) {
      await addComment({ comment, application_id: applicationId }).expect(200);
    }

    const { body } = await comments(applicationId).expect(200);

    const today = officeDay(new Date());
    expect(body).toEqual([
      { Comment: 'Fees statement received.', 'Comment Date': today, initials: 'BS' },
      { Comment: 'Asked for the fees statement.', 'Comment Date': today, initials: 'BS' },
      { Comment: 'First look: complete.', 'Comment Date': today, initials: 'BS' },
    ]);
    expect(body[0]['Comment Date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('dates a comment by the South African day and keeps the initials of its author', async () => {
    const applicationId = await createApplication(await registerApplicant());
    await addComment({ comment: 'Late-night review.', application_id: applicationId }).expect(200);
    // A comment written at 00:30 in Cape Town (22:30 UTC the day before) carries the Cape Town date.
    const [stored] = await commentRows(applicationId);
    await db()('application_comments').where({ id: stored.id }).update({ comment_date: new Date('2025-03-01T22:30:00Z') });

    const { body } = await comments(applicationId).expect(200);
    expect(body).toEqual([{ Comment: 'Late-night review.', 'Comment Date': '2025-03-02', initials: 'BS' }]);
  });

  it('answers an empty list when there are no comments, and not found for an unknown application', async () => {
    const applicationId = await createApplication(await registerApplicant());
    await comments(applicationId).expect(200, []);
    await comments(99999999).expect(404, { error: 'Application not found.' });
  });

  it('is for staff only', async () => {
    const applicant = await registerApplicant();
    const applicationId = await createApplication(applicant);
    await comments(applicationId, applicant.token).expect(403);
    await api().get(`/api/getcomments?application_id=${applicationId}`).expect(401);
  });
});
