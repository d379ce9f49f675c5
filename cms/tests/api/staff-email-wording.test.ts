import { api, signIn } from '../support/api';
import { registerApplicant } from '../support/applicants';
import { createApplication } from '../support/applications';
import { signInToAdminPanel, withEmailTemplate } from '../support/cms-admin';
import { waitForMail } from '../support/mailbox';

// Every e-mail staff write reads as one letter (issue 17 item 4): the template's greeting (or
// staff's own), what staff typed, the template's text, one sign-off (the template's or staff's own).

const TEAM_SIGN_OFF = 'Kind regards,\nThe Zakah Bursary Team';
const GREETING_LINES = /^(Dear|Hi|Hello)\b.*$/gm;
const SIGN_OFF_LINES = /^(Kind regards|Regards)\b.*$/gm;

const TEMPLATES = '/collection-types/api::messaging.email-template';
const STAFF_TEMPLATES = ['documents_request', 'results_request', 'general_email', 'late_application'];

let staff: { token: string };
let editor: Awaited<ReturnType<typeof signInToAdminPanel>>;

beforeAll(async () => {
  staff = await signIn();
  editor = await signInToAdminPanel();
});

const asStaff = (path: string, body: object) => api().post(path).set('Authorization', staff.token).send(body).expect(200);

const withApplication = async (names = { first_name: 'Aaliyah', last_name: 'Davids' }) => {
  const applicant = await registerApplicant(names);
  return { applicant, applicationId: await createApplication(applicant) };
};

const requestDocuments = async (body: string) => {
  const { applicant } = await withApplication();
  await asStaff('/api/senddocumentsrequest', { to: applicant.email, cc: '', field: [6], applicant_id: applicant.applicantId, body });
  return (await waitForMail(applicant.email)).text.trimEnd();
};

let sent = 0;
const sendGeneral = async (body: string) => {
  sent += 1;
  const to = `general.wording.${Date.now()}.${sent}@example.org`;
  await asStaff('/api/sendgeneralemails', { to, cc: '', subject: 'Office hours', body });
  return (await waitForMail(to)).text.trimEnd();
};

// One greeting, first, then staff's words as a paragraph of their own, and one sign-off, last.
const expectOneLetter = (text: string, { greeting, staffText, signOff = TEAM_SIGN_OFF }: { greeting: string; staffText: string; signOff?: string }) => {
  expect(text.match(GREETING_LINES)).toEqual([greeting]);
  expect(text.startsWith(`${greeting}\n\n${staffText}\n\n`)).toBe(true);
  expect(text.match(SIGN_OFF_LINES)).toHaveLength(1);
  expect(text.endsWith(`\n\n${signOff}`)).toBe(true);
};

describe('[OUTREACH][WORDING]: staff text in the cms templates', () => {
  it("puts the documents request's staff text right after the template's greeting, with one sign-off", async () => {
    const staffText = 'We still need your fees statement before we can pay your fees.';
    const text = await requestDocuments(staffText);
    expectOneLetter(text, { greeting: 'Dear Aaliyah Davids,', staffText });
    expect(text).toContain(`${staffText}\n\nTo continue processing your`);
  });

  it("puts the results request's staff text right after the template's greeting, with one sign-off", async () => {
    const { applicant, applicationId } = await withApplication({ first_name: 'Zainab', last_name: 'Patel' });
    const staffText = 'Congratulations on finishing the year.';
    await asStaff('/api/sendresultrequest', { cc: '', subject: 'Your results', resultType: 1, body: staffText, selectedApps: [applicationId] });
    const text = (await waitForMail(applicant.email)).text.trimEnd();
    expectOneLetter(text, { greeting: 'Dear Zainab Patel,', staffText });
    expect(text).toContain(`${staffText}\n\nAs a holder of a`);
  });

  it('greets the student of a general e-mail and signs off once', async () => {
    const staffText = 'The office is closed on Friday.';
    expectOneLetter(await sendGeneral(staffText), { greeting: 'Dear Student,', staffText });
  });

  it("puts the late application invitation's staff text right after the template's greeting, with one sign-off", async () => {
    const to = `late.wording.${Date.now()}@example.org`;
    const staffText = 'As discussed on the phone, you may still apply.';
    await asStaff('/api/sendlateapplicationrequest', { email: to, cc: '', subject: 'Invitation to apply', body: staffText });
    const text = (await waitForMail(to)).text.trimEnd();
    expectOneLetter(text, { greeting: 'Dear Student,', staffText });
    expect(text).toContain(`${staffText}\n\nYou are invited to apply`);
  });

  it("lets staff's own greeting and sign-off stand in place of the template's", async () => {
    const text = await requestDocuments('Dear Aaliyah, please upload your fees statement by Friday.\r\n\r\nKind regards,\r\nFatima Patel\r\nBursary Officer');
    expect(text.match(GREETING_LINES)).toEqual(['Dear Aaliyah, please upload your fees statement by Friday.']);
    expect(text).toMatch(/^Dear Aaliyah, please upload your fees statement by Friday\.\n\nTo continue processing your/);
    expect(text.match(SIGN_OFF_LINES)).toEqual(['Kind regards,']);
    expect(text).toMatch(/we cannot finalise your bursary until we have received them\.\n\nKind regards,\nFatima Patel\nBursary Officer$/);

    const letter = 'Hello everyone,\n\nThe office is closed on Friday.\n\nRegards\nFatima';
    expect(await sendGeneral(letter)).toBe(letter);
  });

  it('places staff text in a template an editor kept from before the placeholder: after its greeting line', async () => {
    const body = 'Dear {{first_name}},\n\nPlease upload these:\n{{documents}}\n{{upload_link}}\n\nRegards,\nThe Office';
    await withEmailTemplate(editor, 'documents_request', { body }, async () => {
      const staffText = 'We still need your fees statement.';
      const text = await requestDocuments(staffText);
      expectOneLetter(text, { greeting: 'Dear Aaliyah,', staffText, signOff: 'Regards,\nThe Office' });
      expect(text).toContain(`${staffText}\n\nPlease upload these:\n- Fees Statement\n`);
    });
    // The general e-mail's earlier frame named the placeholder {{body}}: staff's letter is framed once.
    await withEmailTemplate(editor, 'general_email', { body: `{{body}}\n\n${TEAM_SIGN_OFF}` }, async () => {
      const letter = 'Dear Sipho,\n\nThe office is closed on Friday.\n\nKind regards,\nFatima';
      expect(await sendGeneral(letter)).toBe(letter);
      expect(await sendGeneral('The office is closed on Friday.')).toBe(`The office is closed on Friday.\n\n${TEAM_SIGN_OFF}`);
    });
  });

  it('places staff text where an editor moved {{staff_message}}', async () => {
    const body = 'Dear {{first_name}},\n\nPlease upload these:\n{{documents}}\n\n{{staff_message}}\n\nLink: {{upload_link}}\n\nKind regards,\nThe Office';
    await withEmailTemplate(editor, 'documents_request', { body }, async () => {
      const text = await requestDocuments('Only the latest statement, please.');
      expect(text).toMatch(/^Dear Aaliyah,\n\nPlease upload these:\n- Fees Statement\n\nOnly the latest statement, please\.\n\nLink: http\S+\n\nKind regards,\nThe Office$/);
    });
  });

  it("gives editors the placeholder in the seeded templates staff write into, and says what staff text does to them", async () => {
    const { body } = await editor.get(`${TEMPLATES}?pageSize=100`).expect(200);
    const templates = (body.results as { key: string; body: string; description: string }[]).filter((template) => STAFF_TEMPLATES.includes(template.key));
    expect(templates.map((template) => template.key).sort()).toEqual([...STAFF_TEMPLATES].sort());
    for (const template of templates) {
      expect(template.body).toContain('{{staff_message}}');
      expect(template.description).toContain('{{staff_message}} is what staff typed in the e-mail form');
      expect(template.description).toContain('opens with a greeting (Dear, Hi, Hello,');
      expect(template.description).toContain('So every e-mail has one greeting and one sign-off.');
    }
  });
});
