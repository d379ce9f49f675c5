import { toDateOfBirth } from '@bursary/domain/date-of-birth';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant, type TestApplicant } from '../support/applicants';
import { createApplication, decide, submitCompleteApplication } from '../support/applications';
import { db } from '../support/database';
import { basicInfo, socialInfo, survey } from '../../../packages/test-kit/src/step-bodies';

// Issue 16 item 5: the shapes the specifications describe for their calls are taken as they come
// (the applicant object with social fields, stored names, dates as text), and a field the server
// does not know is refused with a message, never dropped with a 200.

const profileRow = (applicantId: number) => db()('applicants').where({ id: applicantId }).first();
const applicationRow = (applicationId: number) => db()('applications').where({ id: applicationId }).first();
const post = (applicant: TestApplicant, path: string, body: object) => api().post(path).set(authorised(applicant)).send(body);

// Basic information without its date parts, as a record loaded from the portal carries it.
const basicWithDateText = () => {
  const { dob_year, dob_month, dob_day, ...rest } = basicInfo();
  return { ...rest, date_of_birth: toDateOfBirth({ dob_year, dob_month, dob_day }) };
};

describe('[APPLICANT][SHAPES]: POST /api/updateapplicant takes the applicant object the spec describes', () => {
  it('stores the social fields sent in the applicant object with the basic ones, under their stored names too', async () => {
    const applicant = await registerApplicant();
    const { reference_cell: cell, reference_relationship: relationship, ...social } = socialInfo();
    const basic = basicWithDateText();
    const answer = await post(applicant, '/api/updateapplicant', {
      applicant: { ...basic, ...social, reference_cell_phone: cell, relationship_with_reference: relationship, applicant_id: applicant.applicantId },
      email: applicant.email,
      applicant_id: applicant.applicantId,
    });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { success: 'Saved' } });
    const row = await profileRow(applicant.applicantId);
    expect({
      date_of_birth: row.date_of_birth,
      race: row.race,
      religion: row.religion,
      reference_name: row.reference_name,
      reference_cell_phone: row.reference_cell_phone,
      relationship_with_reference: row.relationship_with_reference,
    }).toEqual({
      date_of_birth: basic.date_of_birth,
      race: 'Malay',
      religion: 'Islam',
      reference_name: social.reference_name,
      reference_cell_phone: cell,
      relationship_with_reference: relationship,
    });
    // The wizard resumes after the social step.
    expect(row.last_saved_step).toBe('social');
  });

  it('refuses, and stores nothing, when a social answer is wrong beside good basic ones', async () => {
    const applicant = await registerApplicant();
    const before = await profileRow(applicant.applicantId);
    const answer = await post(applicant, '/api/updateapplicant', { applicant: { ...basicInfo(), ...socialInfo(), religion: '' }, email: applicant.email });
    expect({ status: answer.status, error: answer.body.error }).toEqual({ status: 400, error: 'Select religion' });
    expect(await profileRow(applicant.applicantId)).toEqual(before);
  });

  it.each([
    ['a misspelt field', { spouse_nmae: 'Yusuf' }, 'Unknown field "spouse_nmae": remove it and send again'],
    ['a field of another step', { amount_for_tuition: 45000 }, 'Unknown field "amount_for_tuition": remove it and send again'],
    ['the date as other text', { date_of_birth: '09/03/2004' }, 'Enter date of birth as yyyy-mm-dd, such as 2004-03-21'],
    // (born before 1998: never the test kit's date of birth)
    ['a date that disagrees with its parts', { date_of_birth: '1997-03-10' }, 'date_of_birth and dob_year, dob_month, dob_day disagree: send one of them'],
    ['both names of one answer, different', { reference_cell_phone: '0820000000' }, 'reference_cell_phone and reference_cell are the same answer with different values: send one of them'],
    ['a changed name', { first_name: 'Someone Else' }, "Your name is kept as you registered it: ask the fund's office to correct it."],
  ])('refuses %s with a message and changes nothing', async (_case, extra, message) => {
    const applicant = await registerApplicant();
    const before = await profileRow(applicant.applicantId);
    const answer = await post(applicant, '/api/updateapplicant', { applicant: { ...basicInfo(), ...socialInfo(), ...extra }, email: applicant.email });
    expect({ status: answer.status, error: answer.body.error }).toEqual({ status: 400, error: message });
    expect(await profileRow(applicant.applicantId)).toEqual(before);
  });

  it('takes the registered names sent back unchanged, and refuses a field beside the applicant object', async () => {
    const applicant = await registerApplicant();
    const echoed = await post(applicant, '/api/updateapplicant', {
      applicant: { ...basicInfo(), first_name: applicant.first_name, last_name: ` ${applicant.last_name.toUpperCase()} ` },
      email: applicant.email,
    });
    expect(echoed.status).toBe(200);
    const beside = await post(applicant, '/api/updateapplicant', { applicant: basicInfo(), email: applicant.email, religion: 'Islam' });
    expect({ status: beside.status, error: beside.body.error }).toEqual({ status: 400, error: 'Unknown field "religion": remove it and send again' });
  });

  it('POST /api/savesocialinfo takes the stored names and refuses an unknown field', async () => {
    const applicant = await registerApplicant();
    await post(applicant, '/api/updateapplicant', { applicant: basicInfo(), email: applicant.email }).expect(200);
    const { reference_cell: cell, ...social } = socialInfo();
    await post(applicant, '/api/savesocialinfo', { ...social, reference_cell_phone: cell }).expect(200);
    expect((await profileRow(applicant.applicantId)).reference_cell_phone).toBe(cell);
    const refused = await post(applicant, '/api/savesocialinfo', { ...socialInfo(), guardian_name: 'x' });
    expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 400, error: 'Unknown field "guardian_name": remove it and send again' });
  });
});

describe('[APPLICANT][SHAPES]: POST /api/updateapplication takes the survey under its stored name', () => {
  it('stores the_course_you_wish_to_study and competing, and refuses a field no step has', async () => {
    const applicant = await registerApplicant();
    await post(applicant, '/api/updateapplicant', { applicant: { ...basicInfo(), ...socialInfo() }, email: applicant.email }).expect(200);
    const applicationId = await createApplication(applicant);
    const { the_course_you_wish: course, tell_us: why, ...rest } = survey();
    await post(applicant, '/api/updateapplication', { ...rest, the_course_you_wish_to_study: course, competing: why, application_id: applicationId }).expect(200);
    const row = await applicationRow(applicationId);
    expect({ course: row.the_course_you_wish_to_study, why: row.tell_us }).toEqual({ course, why });

    const refused = await post(applicant, '/api/updateapplication', { ...survey(), application_id: applicationId, pledge: 1 });
    expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 400, error: 'Unknown field "pledge": remove it and send again' });
    expect((await applicationRow(applicationId)).the_course_you_wish_to_study).toBe(course);
  });
});

describe('[STAFF][SHAPES]: the staff calls take the spec\'s shapes and refuse unknown fields', () => {
  let staff: { token: string };
  beforeAll(async () => {
    staff = await signIn();
  });

  it('POST /api/updateapplicant on behalf takes date_of_birth text and stored names in the applicant object', async () => {
    const applicant = await registerApplicant();
    const { reference_relationship: relationship, ...social } = socialInfo();
    const basic = basicWithDateText();
    const answer = await api()
      .post('/api/updateapplicant')
      .set('Authorization', staff.token)
      .send({
        applicant: { ...basic, ...social, relationship_with_reference: relationship, first_name: 'Aisha', last_name: 'Davids' },
        email: applicant.email,
        applicant_id: applicant.applicantId,
      });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { success: 'Applicat Data updated successfully' } });
    const row = await profileRow(applicant.applicantId);
    expect([row.first_name, row.date_of_birth, row.relationship_with_reference]).toEqual(['Aisha', basic.date_of_birth, relationship]);

    const refused = await api()
      .post('/api/updateapplicant')
      .set('Authorization', staff.token)
      .send({ applicant: { ...basicInfo(), first_name: 'A', last_name: 'B', accept_decline: 1 }, email: applicant.email, applicant_id: applicant.applicantId });
    expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 400, error: 'Unknown field "accept_decline": remove it and send again' });
  });

  it('POST /api/addpaymet says "Amount approved is required" before "Enter {field}", and refuses an unknown field', async () => {
    const applicationId = await submitCompleteApplication(await registerApplicant());
    await decide(applicationId, 1, { staff });
    const form = { payment_id: '', application_id: applicationId, bank: 'Standard Bank', account_no: '070123456', branch_code: '051001', in_respect_of: 'Education', amount_approved: 15000 };
    const addPayment = (body: object) => api().post('/api/addpaymet').set('Authorization', staff.token).send(body);

    const bothEmpty = await addPayment({ ...form, amount_approved: '', branch_code: '' });
    expect({ status: bothEmpty.status, error: bothEmpty.body.error }).toEqual({ status: 400, error: 'Amount approved is required' });
    const unknown = await addPayment({ ...form, amount: 15000 });
    expect({ status: unknown.status, error: unknown.body.error }).toEqual({ status: 400, error: 'Unknown field "amount": remove it and send again' });
    const rows = await db()('application_payments_application_lnk').where({ application_id: applicationId });
    expect(rows).toHaveLength(0);
  });
});
