import { api } from '../support/api';
import { registerApplicant } from '../support/applicants';
import { signInToAdminPanel, withEmailTemplate } from '../support/cms-admin';
import { db } from '../support/database';
import { UNDELIVERABLE_DOMAIN, waitForMail } from '../support/mailbox';

// The password reset e-mail is the mailer's first user: asking for a link sends it.
const askForResetLink = (email: string) => api().post('/api/passwordchange').send({ email }).expect(200);

// The e-mail is sent after the answer, so its log row may come a moment later.
// The log row of the e-mail to `to` once it has been tried (sent, or failed for good).
const waitForLog = async (to: string) => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = await db()('email_logs').where({ to }).whereNot({ delivery_status: 'queued' }).first();
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`No e-mail log for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

// Changes the password_reset template as an editor would, for the length of `run`.
const withTemplate = async (change: { key?: string; subject?: string; body?: string }, run: () => Promise<void>) =>
  withEmailTemplate(await signInToAdminPanel(), 'password_reset', change, run);

describe('[MESSAGING][MAILER]: e-mails from cms templates', () => {
  it("sends the editor's current template as plain text, fills its placeholders and logs it as sent", async () => {
    const applicant = await registerApplicant({ first_name: 'Thabo' });
    await withTemplate(
      {
        subject: 'Your {{cycle_year}} password, {{first_name}}',
        body: 'Hello {{first_name}}.\nLink: {{reset_link}}\nSite: {{applicant_url}}\nOffice: {{admin_url}}\nTypo: {{frist_name}}',
      },
      async () => {
        const before = Date.now();
        await askForResetLink(applicant.email);
        const mail = await waitForMail(applicant.email);
        expect(mail.subject).toBe('Your 2025 password, Thabo');
        expect(mail.text.trimEnd()).toMatch(/^Hello Thabo\.\nLink: http:\/\/localhost:3000\/passwordreset\?token=[\w.-]+\nSite: http:\/\/localhost:3000\nOffice: http:\/\/localhost:3001\nTypo: \{\{frist_name\}\}$/);
        expect(mail.html).toBe(false);
        expect(mail.from).toContain('bursary@localhost');

        const log = await waitForLog(applicant.email);
        expect(log).toMatchObject({
          subject: 'Your 2025 password, Thabo',
          template_key: 'password_reset',
          delivery_status: 'sent',
          error: null,
          cc: null,
        });
        expect(new Date(log.sent_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
      },
    );
  });

  it('sends what a person typed as text: markup and placeholders in a name are neither run nor filled', async () => {
    const applicant = await registerApplicant({ first_name: '<b>Lindiwe</b> {{reset_link}}' });
    await askForResetLink(applicant.email);
    const mail = await waitForMail(applicant.email);
    expect(mail.text).toContain('Dear <b>Lindiwe</b> {{reset_link}},');
    expect(mail.html).toBe(false);
  });

  it('logs a send the SMTP relay refuses as failed, with its error, and still answers the request', async () => {
    const applicant = await registerApplicant({ email: `refused.${Date.now()}@${UNDELIVERABLE_DOMAIN}` });
    await askForResetLink(applicant.email);

    const log = await waitForLog(applicant.email);
    expect(log).toMatchObject({ template_key: 'password_reset', delivery_status: 'failed', subject: 'Reset your Zakah Bursary portal password' });
    expect(log.error).toMatch(/550/);
    expect(log.error).toContain('does not exist');
    // The e-mail failing does not undo what caused it: the link was issued.
    expect(await db()('link_tokens').where({ email: applicant.email, purpose: 'password_reset' })).toHaveLength(1);
  });

  it('logs a clear failure when the template is missing', async () => {
    const applicant = await registerApplicant();
    await withTemplate({ key: 'password_reset_renamed' }, async () => {
      await askForResetLink(applicant.email);
      const log = await waitForLog(applicant.email);
      expect(log).toMatchObject({
        template_key: 'password_reset',
        delivery_status: 'failed',
        subject: null,
        error: 'The e-mail template "password_reset" does not exist. Add it under E-mail templates in the cms.',
      });
    });
  });
});
