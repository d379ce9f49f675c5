import { api, signIn } from '../support/api';
import { registerApplicant } from '../support/applicants';
import { createApplication, decide, submitCompleteApplication } from '../support/applications';
import { withPortalSettings } from '../support/cms-admin';
import { mailsDuring } from '../support/outbox';

// Issue 17 item 2, a bulk send never surprises: before a bulk send the back office asks how many it
// would e-mail (.../count, the send's own body, nothing sent), and says so in its confirmation. Each
// count here is checked against what the SMTP server then receives from the send.

let staff: { token: string; user: number };
let cycleYear: number;

beforeAll(async () => {
  staff = await signIn();
  const { body } = await api().get('/api/portal-content').expect(200);
  cycleYear = body.settings.cycle_year;
});

const post = (path: string, body: object) => api().post(path).set('Authorization', staff.token).send(body);
const get = (path: string) => api().get(path).set('Authorization', staff.token);

const recipientsOf = (mails: { to: string[] }[]) => mails.flatMap((mail) => mail.to.map((address) => address.toLowerCase()));

const decided = async (statusId: 0 | 1, names = { first_name: 'Maryam', last_name: 'Jacobs' }) => {
  const applicant = await registerApplicant(names);
  const applicationId = await submitCompleteApplication(applicant);
  await decide(applicationId, statusId, { staff });
  return { applicant, applicationId };
};

const uniqueSubject = (label: string) => `${label} ${Date.now()}`;

describe('[OUTREACH][COUNTS]: POST /api/senddocumentsrequest/count', () => {
  it('counts every accepted applicant of the cycle, sending nothing, and the send then e-mails exactly that many', async () => {
    const accepted = [await decided(1, { first_name: 'Halima', last_name: 'Ebrahim' }), await decided(1, { first_name: 'Kagiso', last_name: 'Molefe' })];
    const declined = await decided(0);
    const pending = await registerApplicant();
    await createApplication(pending);
    const form = { all_accepted: true, field: [5], subject: uniqueSubject('Outstanding documents'), body: 'Please upload your proof of registration.' };

    let first = { count: 0 };
    const counting = await mailsDuring(async () => {
      first = (await post('/api/senddocumentsrequest/count', form).expect(200)).body;
    });
    expect(counting).toEqual([]);
    expect(first).toEqual({ count: expect.any(Number), cycle_year: cycleYear, subject: form.subject });
    expect(first.count).toBeGreaterThanOrEqual(2);
    // One more accepted applicant is one more in the count.
    await decided(1, { first_name: 'Lindiwe', last_name: 'Zulu' });
    const { body: counted } = await post('/api/senddocumentsrequest/count', form).expect(200);
    expect(counted.count).toBe(first.count + 1);

    let answer: { sent: number; failed: unknown[] } = { sent: 0, failed: [] };
    const mails = await mailsDuring(async () => {
      answer = (await post('/api/senddocumentsrequest', form).expect(200)).body;
    });
    expect(answer.sent + answer.failed.length).toBe(counted.count);
    expect(mails).toHaveLength(answer.sent);
    expect(mails.every((mail) => mail.subject === form.subject && mail.to.length === 1)).toBe(true);
    const reached = recipientsOf(mails);
    expect(new Set(reached).size).toBe(mails.length);
    expect(reached).toEqual(expect.arrayContaining(accepted.map(({ applicant }) => applicant.email.toLowerCase())));
    expect(reached).not.toContain(declined.applicant.email.toLowerCase());
    expect(reached).not.toContain(pending.email.toLowerCase());
  });

  it('counts the applicants found by e-mail and names those with no application; one applicant counts one e-mail', async () => {
    const first = await registerApplicant({ first_name: 'Nadia', last_name: 'Fortuin' });
    const second = await registerApplicant({ first_name: 'Bongani', last_name: 'Sithole' });
    await createApplication(first);
    await createApplication(second);
    const unknown = `nobody.${Date.now()}@example.org`;
    const form = { to: `${first.email}; ${second.email.toUpperCase()}; ${unknown}`, field: [7], subject: uniqueSubject('Consent form'), body: 'Please sign.' };

    const { body: counted } = await post('/api/senddocumentsrequest/count', form).expect(200);
    expect(counted).toEqual({
      count: 2,
      cycle_year: cycleYear,
      subject: form.subject,
      not_found: [unknown],
      message: `No application found for these emails: ${unknown}`,
    });
    const mails = await mailsDuring(() => post('/api/senddocumentsrequest', form).expect(200));
    expect(mails).toHaveLength(counted.count);
    expect(recipientsOf(mails).sort()).toEqual([first.email, second.email].map((email) => email.toLowerCase()).sort());

    // One applicant: one e-mail to the addresses in to; the default subject when none is given.
    const one = { applicant_id: first.applicantId, to: first.email, field: [6], subject: '', body: 'Your fees statement, please.' };
    const { body: countedOne } = await post('/api/senddocumentsrequest/count', one).expect(200);
    expect(countedOne).toEqual({ count: 1, cycle_year: cycleYear, subject: `Request for outstanding documents ${cycleYear}` });
    const oneMail = await mailsDuring(() => post('/api/senddocumentsrequest', one).expect(200));
    expect(oneMail.map((mail) => [mail.to, mail.subject])).toEqual([[[first.email], countedOne.subject]]);
  });

  it('counts nobody with the reason the send refuses with, and checks the form as the send does', async () => {
    const withoutApplication = await registerApplicant();
    const one = { applicant_id: withoutApplication.applicantId, to: withoutApplication.email, field: [5], subject: 'Documents', body: 'Please.' };
    const refusal = `This applicant has no application for ${cycleYear}.`;
    expect((await post('/api/senddocumentsrequest/count', one).expect(200)).body).toEqual({ count: 0, cycle_year: cycleYear, subject: 'Documents', message: refusal });
    await post('/api/senddocumentsrequest', one).expect(404, { error: refusal });

    const unknown = `nobody.${Date.now()}@example.org`;
    expect((await post('/api/senddocumentsrequest/count', { ...one, applicant_id: undefined, to: unknown }).expect(200)).body).toEqual({
      count: 0,
      cycle_year: cycleYear,
      subject: 'Documents',
      not_found: [unknown],
      message: `No application found for these emails: ${unknown}`,
    });

    for (const [changes, error] of [
      [{ field: [] }, 'Select document'],
      [{ to: 'not-an-address' }, 'entered not-an-address not valid email'],
      [{ body: '' }, 'Enter message'],
    ] as const) {
      await post('/api/senddocumentsrequest/count', { ...one, ...changes }).expect(400, { error });
      await post('/api/senddocumentsrequest', { ...one, ...changes }).expect(400, { error });
    }
  });
});

describe('[OUTREACH][COUNTS]: POST /api/sendresultrequest/count', () => {
  it('counts the accepted, the accepted and paid, or the chosen applications, and each send e-mails exactly that many', async () => {
    const paid = await decided(1, { first_name: 'Ismail', last_name: 'Daniels' });
    await decided(1, { first_name: 'Precious', last_name: 'Mahlangu' });
    await post('/api/addpaymet', {
      application_id: paid.applicationId,
      bank: 'Standard Bank',
      account_no: '070123456',
      branch_code: '051001',
      in_respect_of: 'Education',
      amount_approved: 12000,
    }).expect(200);
    const message = { resultType: 1, body: 'Please send us your final-year results.' };

    const counts: Record<string, number> = {};
    for (const [group, audience] of [
      ['accepted', { accepted_only: true }],
      ['paid', { accepted_and_paid: true }],
      ['chosen', { selectedApps: [paid.applicationId, 99999999] }],
    ] as const) {
      const form = { ...message, ...audience, subject: uniqueSubject(`Results ${group}`) };
      const { body: counted } = await post('/api/sendresultrequest/count', form).expect(200);
      expect(counted).toMatchObject({ cycle_year: cycleYear, subject: form.subject });
      let answer: { sent: number; failed: unknown[] } = { sent: 0, failed: [] };
      const mails = await mailsDuring(async () => {
        answer = (await post('/api/sendresultrequest', form).expect(200)).body;
      });
      expect({ group, attempted: answer.sent + answer.failed.length }).toEqual({ group, attempted: counted.count });
      expect({ group, received: mails.length }).toEqual({ group, received: answer.sent });
      counts[group] = counted.count;
      if (group === 'chosen') {
        expect(counted).toMatchObject({ count: 1, not_found: [99999999], message: 'No application found for these applications: 99999999' });
        expect(recipientsOf(mails)).toEqual([paid.applicant.email.toLowerCase()]);
      }
    }
    expect(counts.accepted).toBeGreaterThan(counts.paid);
    expect(counts.paid).toBeGreaterThanOrEqual(1);

    await post('/api/sendresultrequest/count', { ...message, subject: 'Results', accepted_only: true, accepted_and_paid: true }).expect(400, {
      error: 'Choose either accepted applicants or accepted and paid applicants, not both.',
    });
  });
});

describe('[OUTREACH][COUNTS]: GET /api/sendalldeclined/count and /api/sendallaccepted/count', () => {
  it.each([
    ['declined', 0],
    ['accepted', 1],
  ] as const)('count the %s applicants not yet sent their letters, and the send e-mails exactly that many', async (audience, statusId) => {
    await decided(statusId, { first_name: 'Shireen', last_name: 'Kamaar' });
    await decided(statusId, { first_name: 'Tumelo', last_name: 'Baloyi' });

    const { body: counted } = await get(`/api/sendall${audience}/count`).expect(200);
    expect(counted).toEqual({ count: expect.any(Number), skipped: expect.any(Number), cycle_year: cycleYear });
    expect(counted.count).toBeGreaterThanOrEqual(2);

    let run = { total: 0, sent: 0, failed_count: 0, skipped: 0 };
    const mails = await mailsDuring(async () => {
      run = (await get(`/api/sendall${audience}`).expect(200)).body;
    });
    expect(run).toMatchObject({ total: counted.count, skipped: counted.skipped });
    expect(run.sent + run.failed_count).toBe(counted.count);
    expect(mails).toHaveLength(run.sent);
    expect(new Set(recipientsOf(mails)).size).toBe(run.sent);

    // Those sent are skipped next time; only a failed one would be tried again.
    expect((await get(`/api/sendall${audience}/count`).expect(200)).body).toEqual({
      count: run.failed_count,
      skipped: counted.skipped + run.sent,
      cycle_year: cycleYear,
    });
  });
});

describe('[OUTREACH][COUNTS]: a cycle with nobody to send to', () => {
  const EMPTY_YEAR = 2094;

  it('counts 0 for every bulk send, with the reason its send refuses with', async () => {
    await withPortalSettings({ cycle_year: EMPTY_YEAR }, async () => {
      const documents = { all_accepted: true, field: [5], subject: 'Documents', body: 'Please.' };
      const refusal = `There are no accepted applicants for ${EMPTY_YEAR}.`;
      expect((await post('/api/senddocumentsrequest/count', documents).expect(200)).body).toEqual({
        count: 0,
        cycle_year: EMPTY_YEAR,
        subject: 'Documents',
        message: refusal,
      });
      await post('/api/senddocumentsrequest', documents).expect(404, { error: refusal });

      const results = { subject: 'Results', body: 'Please.', resultType: 1, accepted_and_paid: true };
      expect((await post('/api/sendresultrequest/count', results).expect(200)).body).toMatchObject({
        count: 0,
        message: `There are no accepted and paid applicants for ${EMPTY_YEAR}.`,
      });
      for (const audience of ['declined', 'accepted']) {
        expect((await get(`/api/sendall${audience}/count`).expect(200)).body).toEqual({ count: 0, skipped: 0, cycle_year: EMPTY_YEAR });
      }
    });
  });
});
