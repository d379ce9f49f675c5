import { toDateOfBirth } from '@bursary/domain/date-of-birth';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant, type TestApplicant } from '../support/applicants';
import { db } from '../support/database';
import { basicInfo, expenses, income, socialInfo, survey, university } from '../../../packages/test-kit/src/step-bodies';

const applicationRow = (id: number) => db()('applications').where({ id }).first();

const startApplication = async (applicant: TestApplicant) => {
  const { body } = await api().post('/api/addapplication').set(authorised(applicant)).send(university()).expect(201);
  return body.application_id as number;
};

describe('[APPLICATION][CREATE]: POST /api/addapplication', () => {
  it("creates this cycle's application from the University step", async () => {
    const applicant = await registerApplicant();
    const { body } = await api().post('/api/addapplication').set(authorised(applicant)).send(university()).expect(201);
    expect(body).toEqual({ application_id: expect.any(Number), status_id: 1 });
    expect(await applicationRow(body.application_id)).toMatchObject({
      application_year: 2025,
      university: 'University of Cape Town',
      course: 'Accounting',
      accept_decline: 2,
      status_id: 1,
      completion_year: 2027,
    });
  });

  it('answers a second create with "application already exist" and the ids of the first', async () => {
    const applicant = await registerApplicant();
    const first = await startApplication(applicant);
    const { body } = await api().post('/api/addapplication').set(authorised(applicant)).send(university()).expect(409);
    expect(body).toEqual({ error: 'application already exist', application_id: first, status_id: 1 });
  });

  it('creates one application even when the create is sent twice at once', async () => {
    const applicant = await registerApplicant();
    const answers = await Promise.all([1, 2, 3].map(() => api().post('/api/addapplication').set(authorised(applicant)).send(university())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const rows = await db()('applications as a')
      .join('applications_applicant_lnk as l', 'l.application_id', 'a.id')
      .where('l.applicant_id', applicant.applicantId);
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ university: '' }, 'Select university'],
    [{ university: 'Hogwarts' }, 'Select university'],
    [{ university: 'Other' }, 'Specify university'],
    [{ course: 'OTHER' }, 'Specify course'],
    [{ course: 'Wizardry' }, 'Select course'],
    [{ completion_year: 2031 }, 'Enter compeletion year'],
    [{ year_of_study: 8 }, 'Enter year of study'],
    [{ amount_for_books: 'lots' }, 'Enter amount for books'],
    [{ unilevel: 'Kindergarten' }, 'Enter study level'],
  ])('refuses %j with "%s" and creates nothing', async (change, message) => {
    const applicant = await registerApplicant();
    const { body } = await api().post('/api/addapplication').set(authorised(applicant)).send({ ...university(), ...change }).expect(400);
    expect(body).toEqual({ error: message });
    const mine = await api().get('/api/myapplication').set(authorised(applicant)).expect(200);
    expect(mine.body.application).toBeNull();
  });

  it('uses the four-course list for the Islamic studies college', async () => {
    const applicant = await registerApplicant();
    const { body: lists } = await api().get('/api/reference-lists').expect(200);
    const atCollege = { ...university(), university: lists.islamic_college };
    const refused = await api().post('/api/addapplication').set(authorised(applicant)).send({ ...atCollege, course: 'Accounting' }).expect(400);
    expect(refused.body).toEqual({ error: 'Select course' });
    await api().post('/api/addapplication').set(authorised(applicant)).send({ ...atCollege, course: lists.islamic_courses[0] }).expect(201);
  });
});

describe('[APPLICATION][UPDATE]: POST /api/updateapplication', () => {
  it('saves income and expenses with totals computed by the server, not taken from the client', async () => {
    const applicant = await registerApplicant();
    const applicationId = await startApplication(applicant);
    await api()
      .post('/api/updateapplication')
      .set(authorised(applicant))
      .send({ ...income(), total_income: 1, application_id: applicationId })
      .expect(200);
    await api()
      .post('/api/updateapplication')
      .set(authorised(applicant))
      .send({ ...expenses(), total_expense: 1, application_id: applicationId })
      .expect(200);
    const stored = await applicationRow(applicationId);
    expect(Number(stored.total_income)).toBe(12700.5);
    expect(Number(stored.total_expense)).toBe(11000);
  });

  it('saves the survey, with its conditional follow-ups', async () => {
    const applicant = await registerApplicant();
    const applicationId = await startApplication(applicant);
    const missingName = await api()
      .post('/api/updateapplication')
      .set(authorised(applicant))
      .send({ ...survey(), parents_assisted_by_provider: 1, application_id: applicationId })
      .expect(400);
    expect(missingName.body).toEqual({ error: "Enter your parent's name" });
    const missingExplanation = await api()
      .post('/api/updateapplication')
      .set(authorised(applicant))
      .send({ ...survey(), closing_date: 0, application_id: applicationId })
      .expect(400);
    expect(missingExplanation.body.error).toMatch(/^Explain why/);
    await api()
      .post('/api/updateapplication')
      .set(authorised(applicant))
      .send({ ...survey(), how_did_you_learn: 'Other', how_did_you_learn_specify: 'A poster at the library', application_id: applicationId })
      .expect(200);
    expect(await applicationRow(applicationId)).toMatchObject({
      the_course_you_wish_to_study: survey().the_course_you_wish,
      how_did_you_learn: 'Other',
      how_did_you_learn_specify: 'A poster at the library',
      mentor_participation: 1,
    });
  });

  it.each([
    [{ ...income(), father_monthly_salary: '' }, 'Enter amount for father monthly salary'],
    [{ ...expenses(), rates: 'abc' }, 'Enter amount for rates'],
    [{ ...income(), investments: '65,000' }, 'Enter amount for investments'],
    [{ ...university(), amount_for_books: '3.200' }, 'Enter amount for books'],
    [{}, 'Complete the required fields'],
  ])('refuses %j with "%s", changing nothing', async (body, message) => {
    const applicant = await registerApplicant();
    const applicationId = await startApplication(applicant);
    const { body: answer } = await api()
      .post('/api/updateapplication')
      .set(authorised(applicant))
      .send({ ...body, application_id: applicationId })
      .expect(400);
    expect(answer.error).toBe(message);
    expect((await applicationRow(applicationId)).total_income).toBeNull();
  });

  it('stores amounts typed the way South Africans write them, in rand, never a hundred times too big', async () => {
    const applicant = await registerApplicant();
    const applicationId = await startApplication(applicant);
    const typed = { ...income(), father_monthly_salary: 'R65 000,50', mother_monthly_salary: '3 200,00', own_monthly_salary: '1\u2009250.75', other_income: '1,200.00' };
    await api().post('/api/updateapplication').set(authorised(applicant)).send({ ...typed, application_id: applicationId }).expect(200);
    const row = await applicationRow(applicationId);
    const stored = ['father_monthly_salary', 'mother_monthly_salary', 'own_monthly_salary', 'other_income'].map((field) => Number(row[field]));
    expect(stored).toEqual([65000.5, 3200, 1250.75, 1200]);
    expect(Number(row.total_income)).toBe(70651.25);
  });

  it("answers another applicant's application as not found and leaves it unchanged", async () => {
    const owner = await registerApplicant();
    const other = await registerApplicant();
    const applicationId = await startApplication(owner);
    const { body } = await api()
      .post('/api/updateapplication')
      .set(authorised(other))
      .send({ ...income(), application_id: applicationId })
      .expect(404);
    expect(body).toEqual({ error: 'Application not found.' });
    expect((await applicationRow(applicationId)).total_income).toBeNull();
  });

  it('lets staff edit an application on the applicant\'s behalf', async () => {
    const applicant = await registerApplicant();
    const applicationId = await startApplication(applicant);
    const staff = await signIn();
    await api().post('/api/updateapplication').set('Authorization', staff.token).send({ ...income(), application_id: applicationId }).expect(200);
    expect(Number((await applicationRow(applicationId)).total_income)).toBe(12700.5);
  });
});

describe('[APPLICATION][RESUME]', () => {
  it('gives back everything saved, with the form names, and the furthest step reached', async () => {
    const applicant = await registerApplicant();
    const basic = basicInfo();
    await api().post('/api/updateapplicant').set(authorised(applicant)).send(basic).expect(200);
    let mine = await api().get('/api/myapplication').set(authorised(applicant)).expect(200);
    expect(mine.body).toMatchObject({ application: null, application_id: null, last_saved_step: 'basic' });
    expect(mine.body.applicant).toMatchObject({ dob_year: basic.dob_year, dob_month: basic.dob_month, dob_day: basic.dob_day, cell_phone: '0821234567' });

    await api().post('/api/savesocialinfo').set(authorised(applicant)).send(socialInfo()).expect(200);
    const applicationId = await startApplication(applicant);
    await api().post('/api/updateapplication').set(authorised(applicant)).send({ ...income(), application_id: applicationId }).expect(200);
    await api().post('/api/updateapplicant').set(authorised(applicant)).send(basicInfo()).expect(200);

    mine = await api().get('/api/myapplication').set(authorised(applicant)).expect(200);
    expect(mine.body).toMatchObject({ application_id: applicationId, status_id: 1, last_saved_step: 'income' });
    expect(mine.body.applicant).toMatchObject({ reference_cell: '0839876543', reference_relationship: 'Religious Leader' });
    expect(mine.body.application).toMatchObject({ university: 'University of Cape Town', father_monthly_salary: 8000, total_income: 12700.5 });
  });

  it('answers the review page with labelled groups', async () => {
    const applicant = await registerApplicant({ first_name: 'Ridwaan' });
    const basic = basicInfo();
    await api().post('/api/updateapplicant').set(authorised(applicant)).send(basic).expect(200);
    const applicationId = await startApplication(applicant);
    await api().post('/api/updateapplication').set(authorised(applicant)).send({ ...income(), application_id: applicationId }).expect(200);
    const { body } = await api().get(`/api/applicationsummary?application_id=${applicationId}`).set(authorised(applicant)).expect(200);
    const group = (title: string) => body.groups.find((g: { title: string }) => g.title === title);
    expect(group('Basic Information').items).toEqual(
      expect.arrayContaining([{ label: 'First Name', value: 'Ridwaan' }, { label: 'Date of Birth', value: toDateOfBirth(basic) }, { label: 'ID Type', value: 'South African ID' }]),
    );
    expect(group('University').items).toEqual(expect.arrayContaining([{ label: 'Study Level', value: 'Diploma' }, { label: 'Year of Study', value: 'First Year' }, { label: 'Duration of Study', value: '3 Years' }]));
    expect(group('Income').items).toContainEqual({ label: 'Total Income', value: 'R\u00a012\u00a0700.50' });
  });
});

describe('[APPLICATION][DASHBOARD]: GET /api/fechdata/{applicant_id}', () => {
  it("answers the applicant's own dashboard data, and nobody else's", async () => {
    const applicant = await registerApplicant({ first_name: 'Thandiwe', last_name: 'Cassiem' });
    const basic = basicInfo();
    await api().post('/api/updateapplicant').set(authorised(applicant)).send(basic).expect(200);
    const applicationId = await startApplication(applicant);
    const { body } = await api().get(`/api/fechdata/${applicant.applicantId}`).set(authorised(applicant)).expect(200);
    expect(body).toMatchObject({
      first_name: 'Thandiwe',
      last_name: 'Cassiem',
      id_number: basic.id_number,
      student_number: 'DVSFAT001',
      university: 'University of Cape Town',
      course: 'Accounting',
      duration: 3,
      accept_decline: 2,
      submited: 0,
      application_id: applicationId,
    });
    const other = await registerApplicant();
    await api().get(`/api/fechdata/${applicant.applicantId}`).set(authorised(other)).expect(404);
    await api().get(`/api/fechdata/${applicant.applicantId}`).expect(401);
  });
});
