import { api, signIn } from '../support/api';
import { authorised, registerApplicant, type TestApplicant } from '../support/applicants';
import { createApplication } from '../support/applications';
import { signInToAdminPanel } from '../support/cms-admin';
import { db } from '../support/database';
import { readPdf } from '../support/pdf-text';
import { basicInfo, type BasicInfo } from '../../../packages/test-kit/src/step-bodies';

const LETTER_TEMPLATES = '/collection-types/api::messaging.letter-template';

type Outcome = 0 | 1 | 2;

type ApplicantWithBasics = TestApplicant & { basic: BasicInfo };

// An applicant with basic information saved (`basic`: what was sent, their own ID number) and this
// cycle's application started, whose application staff have decided. Nothing in the applicant API
// sets a decision (staff decisions come with the back office), so the arrange step writes
// accept_decline directly.
const applicantWithOutcome = async (
  outcome: Outcome,
  names: { first_name: string; last_name: string },
  applicationChanges: Record<string, unknown> = {},
): Promise<ApplicantWithBasics> => {
  const applicant = await registerApplicant(names);
  const basic = basicInfo();
  await api().post('/api/updateapplicant').set(authorised(applicant)).send({ applicant: basic, email: applicant.email }).expect(200);
  const applicationId = await createApplication(applicant, applicationChanges);
  await db()('applications').where({ id: applicationId }).update({ accept_decline: outcome, submitted: true });
  return { ...applicant, basic };
};

const download = (path: string, applicantId: number, as: { token: string }) =>
  api().get(`/api/${path}`).query({ applicant_id: applicantId }).set(authorised(as)).responseType('blob');

const expectPdfDownload = (response: { headers: Record<string, string>; body: Buffer }, filename: string) => {
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // only the built-in fonts, nothing embedded
  expect(response.body.length).toBeLessThan(30_000);
};

describe('[APPLICANT][LETTERS]: congratulations, pledge, consent form and decline letters', () => {
  let selected: ApplicantWithBasics;
  let declined: ApplicantWithBasics;

  beforeAll(async () => {
    selected = await applicantWithOutcome(
      1,
      { first_name: 'Aaliyah', last_name: 'Davids' },
      { university: 'Other', uni: 'Cape Town Academy of Islamic Sciences', course: 'OTHER', cor: 'Islamic Finance' },
    );
    declined = await applicantWithOutcome(0, { first_name: 'Yusuf', last_name: 'Petersen' });
  });

  it('gives a selected applicant the congratulations letter, filled from the cms template', async () => {
    const response = await download('downloadcongratulationsletter', selected.applicantId, selected).expect(200);
    expectPdfDownload(response, 'Congratulations letter - Aaliyah Davids.pdf');

    const pdf = await readPdf(response.body);
    expect(pdf.title).toBe('Zakah Bursary 2025: Letter of Congratulations');
    expect(pdf.text).toContain('Zakah Bursary 2025: Letter of Congratulations');
    expect(pdf.text).toContain('Dear Aaliyah Davids,');
    expect(pdf.text).toContain(`ID number: ${selected.basic.id_number}`);
    // the "Other" university and course as the applicant specified them
    expect(pdf.text).toContain('Institution: Cape Town Academy of Islamic Sciences');
    expect(pdf.text).toContain('for your studies in Islamic Finance at Cape Town Academy of Islamic Sciences');
    expect(pdf.text).toContain('CONGRATULATIONS ON BEING SELECTED FOR THE 2025 ZAKAH BURSARY PROGRAMME');
    // the address block and today's date (en-ZA long form)
    expect(pdf.text).toContain('12 Wale Street');
    expect(pdf.text).toContain('Cape Town 8001');
    const today = new Date().toLocaleDateString('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' });
    expect(pdf.text).toContain(today);
    expect(pdf.text).not.toContain('{{');
    expect(pdf.text).toContain(`Page 1 of ${pdf.pages}`);
  });

  it('gives a selected applicant the pledge letter with its signature lines', async () => {
    const response = await download('downloadpledgeletter', selected.applicantId, selected).expect(200);
    expectPdfDownload(response, 'Pledge letter - Aaliyah Davids.pdf');

    const pdf = await readPdf(response.body);
    expect(pdf.text).toContain('Zakah Bursary 2025: Bursary Pledge');
    expect(pdf.text).toContain('Student: Aaliyah Davids');
    expect(pdf.text).toContain('Institution: Cape Town Academy of Islamic Sciences');
    expect(pdf.text).toContain('Bursary year: 2025');
    expect(pdf.text).toContain('I hereby confirm that I will comply with the rules and regulations pertaining to the bursary programme.');
    for (const label of ['Signature of student:', 'Place:', 'Signature of witness:', 'Full name of witness:']) expect(pdf.text).toContain(label);
    // signature lines are drawn, not typed as underscores
    expect(pdf.text).not.toContain('___');
    expect(pdf.text).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
  });

  it('gives a selected applicant the consent form to sign, from its editable template', async () => {
    const response = await download('downloadconsentform', selected.applicantId, selected).expect(200);
    expectPdfDownload(response, 'Consent form - Aaliyah Davids.pdf');

    const pdf = await readPdf(response.body);
    expect(pdf.title).toBe('Zakah Bursary 2025: Consent Form');
    expect(pdf.text).toContain('Student: Aaliyah Davids');
    expect(pdf.text).toContain(`ID number: ${selected.basic.id_number}`);
    expect(pdf.text).toContain('Institution: Cape Town Academy of Islamic Sciences');
    expect(pdf.text).toContain('Cape Town Academy of Islamic Sciences may give the Zakah Bursary Fund information about my registration');
    for (const label of ['Signature of student:', 'Student number:', 'Date:']) expect(pdf.text).toContain(label);
    expect(pdf.text).not.toContain('___');
    expect(pdf.text).not.toContain('{{');

    const editor = await signInToAdminPanel();
    const list = await editor.get(`${LETTER_TEMPLATES}?filters[key][$eq]=consent`).expect(200);
    const template = list.body.results[0] as { documentId: string; title: string; body: string };
    try {
      await editor
        .put(`${LETTER_TEMPLATES}/${template.documentId}`, { title: template.title, body: `${template.body}\n\nReturn it within 30 days of {{date}}.` })
        .expect(200);
      const edited = await readPdf((await download('downloadconsentform', selected.applicantId, selected).expect(200)).body);
      expect(edited.text).toMatch(/Return it within 30 days of \d{1,2} \w+ 2\d{3}\./);
    } finally {
      await editor.put(`${LETTER_TEMPLATES}/${template.documentId}`, { title: template.title, body: template.body }).expect(200);
    }
  });

  it('gives a declined applicant the decline letter', async () => {
    const response = await download('downloaddeclineletter', declined.applicantId, declined).expect(200);
    expectPdfDownload(response, 'Decline letter - Yusuf Petersen.pdf');

    const pdf = await readPdf(response.body);
    expect(pdf.text).toContain('Zakah Bursary 2025: Outcome of Your Application');
    expect(pdf.text).toContain('Dear Yusuf Petersen,');
    expect(pdf.text).toContain('we are unable to offer you a bursary for 2025');
    expect(pdf.text).toContain('NSFAS');
  });

  it.each([
    ['downloaddeclineletter', 'selected', 'Your application for 2025 has been selected, so there is no decline letter.'],
    ['downloadpledgeletter', 'declined', 'Your application for 2025 has not been selected, so there is no pledge letter.'],
    ['downloadcongratulationsletter', 'declined', 'Your application for 2025 has not been selected, so there is no congratulations letter.'],
    ['downloadconsentform', 'declined', 'Your application for 2025 has not been selected, so there is no consent form.'],
  ])('answers %s for a %s applicant with why there is no such letter', async (path, who, message) => {
    const applicant = who === 'selected' ? selected : declined;
    const { body } = await api().get(`/api/${path}`).query({ applicant_id: applicant.applicantId }).set(authorised(applicant)).expect(409);
    expect(body).toEqual({ error: message });
  });

  it('says there is no letter yet while an application waits for its outcome or was never submitted', async () => {
    const applicant = await registerApplicant();
    const applicationId = await createApplication(applicant);
    const ask = (path: string) => api().get(`/api/${path}`).query({ applicant_id: applicant.applicantId }).set(authorised(applicant));

    const { body: started } = await ask('downloadpledgeletter').expect(409);
    expect(started).toEqual({ error: 'Your application for 2025 has not been submitted, so there is no pledge letter.' });

    // Arrange: submitted (the whole submit journey is the application tests' concern).
    await db()('applications').where({ id: applicationId }).update({ submitted: true });
    const { body: waiting } = await ask('downloaddeclineletter').expect(409);
    expect(waiting).toEqual({ error: 'Your application for 2025 has no outcome yet, so there is no decline letter.' });
  });

  it('answers 404 to an applicant without an application this cycle', async () => {
    const applicant = await registerApplicant();
    const { body } = await api().get('/api/downloadpledgeletter').query({ applicant_id: applicant.applicantId }).set(authorised(applicant)).expect(404);
    expect(body).toEqual({ error: 'You have no application for 2025, so there is no pledge letter.' });
  });

  it("answers another applicant's id as it answers one that does not exist", async () => {
    const other = await api().get('/api/downloadcongratulationsletter').query({ applicant_id: selected.applicantId }).set(authorised(declined)).expect(404);
    const missing = await api().get('/api/downloadcongratulationsletter').query({ applicant_id: 99999999 }).set(authorised(declined)).expect(404);
    expect(other.body).toEqual({ error: 'Applicant not found.' });
    expect(missing.body).toEqual(other.body);
    expect(other.headers['content-type']).toMatch(/application\/json/);
  });

  it('refuses a missing or malformed applicant_id with a message', async () => {
    for (const query of [{}, { applicant_id: 'abc' }, { applicant_id: '1.5' }, { applicant_id: '-3' }, { applicant_id: ['1', '2'] }]) {
      const { body } = await api().get('/api/downloadpledgeletter').query(query).set(authorised(selected)).expect(400);
      expect(body).toEqual({ error: 'Give the applicant_id of the applicant whose letter you want.' });
    }
  });

  it('asks anyone not signed in to sign in', async () => {
    for (const path of ['downloadpledgeletter', 'downloadcongratulationsletter', 'downloadconsentform', 'downloaddeclineletter']) {
      const { body } = await api().get(`/api/${path}`).query({ applicant_id: selected.applicantId }).expect(401);
      expect(body).toEqual({ error: 'Please sign in to continue.' });
    }
    const { body } = await api().get('/api/downloadpledgeletter').query({ applicant_id: selected.applicantId }).set('Authorization', 'Bearer not-a-token').expect(401);
    expect(body).toEqual({ error: 'Your session has ended. Please sign in again.' });
  });

  it("lets staff download any applicant's letters and tells them why one does not exist", async () => {
    const staff = await signIn();
    const pledge = await download('downloadpledgeletter', selected.applicantId, staff).expect(200);
    expectPdfDownload(pledge, 'Pledge letter - Aaliyah Davids.pdf');
    expect((await readPdf(pledge.body)).text).toContain('Student: Aaliyah Davids');

    const decline = await download('downloaddeclineletter', declined.applicantId, staff).expect(200);
    expect((await readPdf(decline.body)).text).toContain('Dear Yusuf Petersen,');

    const { body: wrong } = await api().get('/api/downloadpledgeletter').query({ applicant_id: declined.applicantId }).set(authorised(staff)).expect(409);
    expect(wrong).toEqual({ error: "This applicant's application for 2025 has not been selected, so there is no pledge letter." });
    const { body: missing } = await api().get('/api/downloadpledgeletter').query({ applicant_id: 99999999 }).set(authorised(staff)).expect(404);
    expect(missing).toEqual({ error: 'Applicant not found.' });
  });

  it("shows an editor's change to a letter template in the next letter", async () => {
    const editor = await signInToAdminPanel();
    const list = await editor.get(`${LETTER_TEMPLATES}?filters[key][$eq]=congratulations`).expect(200);
    const template = list.body.results[0] as { documentId: string; title: string; body: string };
    try {
      await editor
        .put(`${LETTER_TEMPLATES}/${template.documentId}`, {
          title: 'Bursary award {{cycle_year}} for {{first_name}}',
          body: `${template.body}\n\nPlease quote reference ZB-{{cycle_year}}-{{id_number}} when you contact the Fund.`,
        })
        .expect(200);
      const response = await download('downloadcongratulationsletter', selected.applicantId, selected).expect(200);
      const pdf = await readPdf(response.body);
      expect(pdf.text).toContain('Bursary award 2025 for Aaliyah');
      expect(pdf.text).toContain(`Please quote reference ZB-2025-${selected.basic.id_number} when you contact the Fund.`);
    } finally {
      await editor.put(`${LETTER_TEMPLATES}/${template.documentId}`, { title: template.title, body: template.body }).expect(200);
    }
  });

  it('writes names beyond plain ASCII into the letter and a safe file name', async () => {
    const applicant = await applicantWithOutcome(1, { first_name: 'Zaïd', last_name: 'Şahin/"Khan"' });
    const response = await download('downloadcongratulationsletter', applicant.applicantId, applicant).expect(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Congratulations letter - Zaid Sahin Khan.pdf"; filename*=UTF-8''Congratulations%20letter%20-%20Za%C3%AFd%20%C5%9Eahin%20Khan.pdf`,
    );
    const pdf = await readPdf(response.body);
    // the built-in fonts have ï but not Ş, which is written without its cedilla
    expect(pdf.text).toContain('Dear Zaïd Sahin/"Khan",');
  });
});
