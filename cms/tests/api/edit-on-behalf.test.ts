import { toDateOfBirth } from '@bursary/domain/date-of-birth';
import crypto from 'node:crypto';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant, type TestApplicant } from '../support/applicants';
import { fillApplication, submitCompleteApplication } from '../support/applications';
import { auditRows } from '../support/audit';
import { db } from '../support/database';
import { documentRows, hostileSamples, samplePdf, samplePng, storedCopiesOf } from '../support/files';
import { basicInfo, income, socialInfo, university, type BasicInfo } from '../../../packages/test-kit/src/step-bodies';

const UPDATED = { success: 'Applicat Data updated successfully' };

let staff: { token: string; user: number };

beforeAll(async () => {
  staff = await signIn();
});

const updateApplicant = (body: Record<string, unknown>, token = staff.token) => api().post('/api/updateapplicant').set('Authorization', token).send(body);
const updateApplication = (body: Record<string, unknown>, token = staff.token) =>
  api().post('/api/updateapplication').set('Authorization', token).send(body);

const profileOf = (applicantId: number) => db()('applicants').where({ id: applicantId }).first();
const userOf = async (applicantId: number) => {
  const link = await db()('applicants_user_lnk').where({ applicant_id: applicantId }).first();
  return db()('up_users').where({ id: link.user_id }).first();
};
const applicationRow = (applicationId: number) => db()('applications').where({ id: applicationId }).first();

// Refused edits change nothing, so they are all tried on one applicant and one application.
let untouched: Promise<{ applicant: TestApplicant; applicationId: number; basic: BasicInfo }> | null = null;
const untouchedApplicant = () =>
  (untouched ??= (async () => {
    const applicant = await registerApplicant();
    const { applicationId, basic } = await fillApplication(applicant);
    return { applicant, applicationId, basic };
  })());

// The update form's state: the applicant's whole record as the back office holds it (`basic`: the
// basic information the applicant saved, with their own date of birth and ID number).
const staffBasics = (applicant: { first_name: string; last_name: string; email: string }, basic: BasicInfo = basicInfo()) => ({
  ...basic,
  first_name: applicant.first_name,
  last_name: applicant.last_name,
  email: applicant.email,
});

describe('[STAFF][EDIT-ON-BEHALF]: POST /api/updateapplicant', () => {
  it("changes an applicant's names, login e-mail and basic information, and audits what changed", async () => {
    const applicant = await registerApplicant({ first_name: 'Zaid', last_name: 'Ebrahim' });
    const { basic } = await fillApplication(applicant);
    const newEmail = `zainab.${crypto.randomBytes(4).toString('hex')}@example.org`;

    const { body } = await updateApplicant({
      applicant: { ...staffBasics(applicant, basic), first_name: 'Zainab', last_name: 'Hendricks', email: newEmail.toUpperCase(), cell_phone: '0831112222' },
      email: applicant.email,
      applicant_id: applicant.applicantId,
    }).expect(200);

    expect(body).toEqual(UPDATED);
    expect(await profileOf(applicant.applicantId)).toMatchObject({
      first_name: 'Zainab',
      last_name: 'Hendricks',
      email: newEmail,
      cell_phone: '0831112222',
      date_of_birth: toDateOfBirth(basic),
      id_number: basic.id_number,
    });
    expect(await userOf(applicant.applicantId)).toMatchObject({ email: newEmail, username: newEmail, first_name: 'Zainab', last_name: 'Hendricks' });
    // The applicant signs in with the new e-mail from now on.
    await api().post('/api/login').send({ email: newEmail, password: applicant.password }).expect(200);
    await api().post('/api/login').send({ email: applicant.email, password: applicant.password }).expect(401);

    const [audit] = await auditRows('applicant.update', applicant.applicantId);
    expect(audit).toMatchObject({
      actor: staff.user,
      target_type: 'applicant',
      before: { first_name: 'Zaid', last_name: 'Ebrahim', email: applicant.email, cell_phone: '0821234567' },
      after: { first_name: 'Zainab', last_name: 'Hendricks', email: newEmail, cell_phone: '0831112222' },
      details: { sections: ['basic'] },
    });
    expect(Object.keys(audit.after).sort()).toEqual(['cell_phone', 'email', 'first_name', 'last_name']);
  });

  it('changes the social information, alone or with the basic information', async () => {
    const applicant = await registerApplicant();
    const { basic } = await fillApplication(applicant);
    const married = { ...socialInfo(), marital_status: 'Married', spouse_name: 'Yusuf Salie', spouse_contact: '0731112222', spouse_employment: 'Employed' };

    await updateApplicant({ applicant: married, applicant_id: applicant.applicantId }).expect(200, UPDATED);
    expect(await profileOf(applicant.applicantId)).toMatchObject({ marital_status: 'Married', spouse_name: 'Yusuf Salie', spouse_contact: '0731112222' });
    expect((await auditRows('applicant.update', applicant.applicantId))[0]).toMatchObject({
      before: { marital_status: 'Never-married', spouse_name: null },
      after: { marital_status: 'Married', spouse_name: 'Yusuf Salie' },
      details: { sections: ['social'] },
    });

    await updateApplicant({
      applicant: { ...staffBasics(applicant, basic), ...socialInfo(), country: 'Malawi', id_type: 2, race: '', religion: 'Other' },
      applicant_id: applicant.applicantId,
    }).expect(200, UPDATED);
    expect(await profileOf(applicant.applicantId)).toMatchObject({ country: 'Malawi', race: 'Foreign National', religion: 'Other', spouse_name: null });
    expect((await auditRows('applicant.update', applicant.applicantId))[1].details.sections).toEqual(['basic', 'social']);
  });

  it.each([
    ['nothing', {}, 'Complete the required fields'],
    ['no first name', { first_name: '' }, 'Enter first name'],
    ['no last name', { last_name: ' ' }, 'Enter last name'],
    ['an invalid e-mail', { email: 'zaid-at-example' }, 'Invalid email'],
    ['no alternative e-mail', { alternative_email: '' }, 'Enter alternative email'],
    ['a 9-digit cell phone', { cell_phone: '082123456' }, 'invalid phone number'],
    ['a birth year before 1930', { dob_year: 1929 }, 'Select year for date of birth'],
    ['no ID number', { id_number: '' }, 'Enter ID number'],
    ['an ID number with a wrong check digit', { id_number: '0403095123089' }, 'Invalid ID number'],
    ['a date of birth the ID number does not have', { id_number: '9902145800080', dob_year: 1999, dob_month: 2, dob_day: 15 }, "The ID number's date of birth (1999-02-14) does not match your date of birth"],
    ['a 3-digit area code', { area_code: '800' }, 'Invalid area code'],
    ['no employment status', { ...socialInfo(), employment_status: '' }, 'Select employment status'],
    ['no gender', { ...socialInfo(), gender: '' }, 'Select gender'],
    ['no religion', { ...socialInfo(), religion: '' }, 'Select religion'],
    ['a married applicant without a spouse name', { ...socialInfo(), marital_status: 'Married' }, 'Enter spouse name'],
    ['a bad spouse phone', { ...socialInfo(), marital_status: 'Married', spouse_name: 'Yusuf', spouse_contact: '123', spouse_employment: 'Employed' }, 'Spouse phone number is invalid'],
    ['no reference type', { ...socialInfo(), reference_relationship: '' }, 'Select reference type'],
    ['no reference name', { ...socialInfo(), reference_name: '' }, 'Enter reference name'],
    ['a bad reference e-mail', { ...socialInfo(), reference_email: 'imam-at-masjid' }, 'Reference email invalid'],
    ['a bad reference phone', { ...socialInfo(), reference_cell: '123' }, 'Reference phone number is invalid'],
  ])('refuses %s with "%s" and changes nothing', async (_case, change, message) => {
    const { applicant, basic } = await untouchedApplicant();
    const before = await profileOf(applicant.applicantId);
    const form = Object.keys(change).length ? { ...staffBasics(applicant, basic), ...change } : {};

    const { body } = await updateApplicant({ applicant: form, email: applicant.email, applicant_id: applicant.applicantId }).expect(400);

    expect(body).toEqual({ error: message });
    expect(await profileOf(applicant.applicantId)).toEqual(before);
    expect(await auditRows('applicant.update', applicant.applicantId)).toEqual([]);
  });

  it('changes nothing when the social half is wrong, even if the basic half is right', async () => {
    const { applicant, basic } = await untouchedApplicant();
    const before = await profileOf(applicant.applicantId);
    await updateApplicant({
      applicant: { ...staffBasics(applicant, basic), first_name: 'Changed', ...socialInfo(), religion: 'Jedi' },
      applicant_id: applicant.applicantId,
    }).expect(400, { error: 'Select religion' });
    expect(await profileOf(applicant.applicantId)).toEqual(before);
  });

  it('refuses a login e-mail another account has', async () => {
    const { applicant, basic } = await untouchedApplicant();
    const other = await registerApplicant();
    const { body } = await updateApplicant({ applicant: { ...staffBasics(applicant, basic), email: other.email }, applicant_id: applicant.applicantId }).expect(409);
    expect(body).toEqual({ error: 'Another account already uses this email.' });
    expect((await profileOf(applicant.applicantId)).email).toBe(applicant.email);
  });

  it('needs the applicant: without applicant_id it is refused, and an unknown one is not found', async () => {
    const applicant = await registerApplicant();
    const { body } = await updateApplicant({ applicant: staffBasics(applicant), email: applicant.email }).expect(403);
    expect(body).toEqual({ error: "Staff change an applicant's data by sending that applicant's applicant_id." });
    await updateApplicant({ applicant: staffBasics(applicant), applicant_id: 99999999 }).expect(404, { error: 'Applicant not found.' });
    await updateApplicant({ applicant: staffBasics(applicant), applicant_id: 'abc' }).expect(400, { error: 'Give the applicant_id of the applicant as a whole number, such as 12.' });
  });

  it('keeps an applicant to their own data, whatever applicant_id they send', async () => {
    const applicant = await registerApplicant();
    const other = await registerApplicant();
    // A changed name is refused (an applicant's names are kept as registered), never dropped with a 200.
    await api()
      .post('/api/updateapplicant')
      .set(authorised(applicant))
      .send({ applicant: { ...basicInfo(), first_name: 'Hacker' }, email: applicant.email, applicant_id: other.applicantId })
      .expect(400, { error: "Your name is kept as you registered it: ask the fund's office to correct it." });
    await api()
      .post('/api/updateapplicant')
      .set(authorised(applicant))
      .send({ applicant: basicInfo(), email: applicant.email, applicant_id: other.applicantId })
      .expect(200, { success: 'Saved' });
    expect((await profileOf(other.applicantId)).cell_phone).toBeNull();
    expect((await profileOf(applicant.applicantId)).cell_phone).toBe(basicInfo().cell_phone);
    expect((await profileOf(applicant.applicantId)).first_name).toBe(applicant.first_name);
    await api().post('/api/updateapplicant').send({ applicant: basicInfo(), applicant_id: other.applicantId }).expect(401);
  });
});

describe('[STAFF][EDIT-ON-BEHALF]: POST /api/updateapplication', () => {
  it('changes a submitted application with the same validation, and audits what changed', async () => {
    const applicant = await registerApplicant();
    const applicationId = await submitCompleteApplication(applicant);

    const { body } = await updateApplication({ ...income(), father_monthly_salary: 9000, application_id: applicationId }).expect(200);

    expect(body).toEqual(UPDATED);
    const row = await applicationRow(applicationId);
    expect(Number(row.father_monthly_salary)).toBe(9000);
    expect(Number(row.total_income)).toBe(13700.5);
    expect(Boolean(row.submitted)).toBe(true);
    const [audit] = await auditRows('application.update', applicationId);
    expect(audit.actor).toBe(staff.user);
    expect(audit.target_type).toBe('application');
    expect(Object.keys(audit.after).sort()).toEqual(['father_monthly_salary', 'total_income']);
    expect([Number(audit.before.father_monthly_salary), Number(audit.before.total_income)]).toEqual([8000, 12700.5]);
    expect([Number(audit.after.father_monthly_salary), Number(audit.after.total_income)]).toEqual([9000, 13700.5]);

    // The applicant cannot change it any more; staff can.
    await api().post('/api/updateapplication').set(authorised(applicant)).send({ ...income(), application_id: applicationId }).expect(403);
  });

  it('changes the university step', async () => {
    const applicationId = await submitCompleteApplication(await registerApplicant());
    await updateApplication({ ...university(), course: 'Actuarial Science', year_of_study: 2, application_id: applicationId }).expect(200, UPDATED);
    expect(await applicationRow(applicationId)).toMatchObject({ course: 'Actuarial Science', year_of_study: 2 });
    expect((await auditRows('application.update', applicationId))[0]).toMatchObject({
      before: { course: 'Accounting', year_of_study: 1 },
      after: { course: 'Actuarial Science', year_of_study: 2 },
    });
  });

  it.each([
    ['an empty salary', { ...income(), father_monthly_salary: '' }, 'Enter amount for father monthly salary'],
    ['a university not offered', { ...university(), university: 'Hogwarts' }, 'Select university'],
    ['nothing', {}, 'Complete the required fields'],
  ])('refuses %s with "%s" and changes nothing', async (_case, change, message) => {
    const { applicationId } = await untouchedApplicant();
    const before = await applicationRow(applicationId);
    await updateApplication({ ...change, application_id: applicationId }).expect(400, { error: message });
    expect(await applicationRow(applicationId)).toEqual(before);
    expect(await auditRows('application.update', applicationId)).toEqual([]);
  });

  it('answers an unknown application as not found', async () => {
    await updateApplication({ ...income(), application_id: 99999999 }).expect(404, { error: 'Application not found.' });
  });
});

describe('[STAFF][EDIT-ON-BEHALF]: POST /api/updateapplicationfiles', () => {
  const MAX_BYTES = 2097152;
  const UNSUPPORTED = { error: 'file format unsupported. Upload PDF or IMAGE file' };
  const uploadFile = (applicationId: number, field: string, content?: Buffer, filename = `${field}.pdf`, token = staff.token) => {
    const request = api()
      .post('/api/updateapplicationfiles')
      .set('Authorization', token)
      .field('filename', field)
      .field('application_id', String(applicationId));
    return content ? request.attach('file', content, { filename, contentType: 'application/pdf' }) : request;
  };

  it("adds the file to a submitted application beside the applicant's own, as source staff, and audits it", async () => {
    const applicant = await registerApplicant();
    const applicationId = await submitCompleteApplication(applicant);
    const [applicantsOwn] = (await documentRows(applicationId)).filter((row) => row.field === 'affidavit');
    const content = samplePng();

    const { body } = await uploadFile(applicationId, 'affidavit', content, 'payslip.png').expect(200);

    const rows = (await documentRows(applicationId)).filter((row) => row.field === 'affidavit');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(applicantsOwn);
    expect(rows[1]).toMatchObject({ code: 1, original_name: 'payslip.png', mime: 'image/png', size: content.length, source: 'staff' });
    expect(await storedCopiesOf(content)).toHaveLength(1);
    expect(body).toEqual({
      success: 'payslip.png uploaded successfully.',
      document: { id: rows[1].id, field: 'affidavit', code: 1, original_name: 'payslip.png', size: content.length, mime: 'image/png' },
    });
    const uploader = await db()('application_documents_uploaded_by_lnk').where({ document_id: rows[1].id }).first();
    expect(Number(uploader.user_id)).toBe(staff.user);

    const [audit, ...more] = await auditRows('document.upload', applicationId);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      actor: staff.user,
      target_type: 'application',
      after: body.document,
      details: { field: 'affidavit', code: 1 },
    });
  });

  it('accepts exactly 2097152 bytes and refuses more, a file that is not a PDF or image, a missing file and other documents, storing nothing', async () => {
    const { applicationId } = await untouchedApplicant();
    const before = await documentRows(applicationId);
    const tooBig = samplePdf(MAX_BYTES + 1);

    await uploadFile(applicationId, 'id_document', tooBig, 'scan.pdf').expect(413, { error: 'scan.pdf is larger than 2 MB. Compress the file and upload again' });
    await uploadFile(applicationId, 'id_document', hostileSamples().html, 'cv.pdf').expect(415, UNSUPPORTED);
    await uploadFile(applicationId, 'id_document').expect(400, { error: 'Select file for ID Document' });
    await uploadFile(applicationId, 'fees_statement', samplePdf()).expect(400, {
      error: 'Choose which document you are uploading: ID Document, Testimonial Letter, Proof of Income, Motivational Letter.',
    });
    expect(await documentRows(applicationId)).toEqual(before);
    expect(await storedCopiesOf(tooBig)).toEqual([]);
    expect(await auditRows('document.upload', applicationId)).toEqual([]);

    const exact = samplePdf(MAX_BYTES);
    await uploadFile(applicationId, 'id_document', exact, 'exact.pdf').expect(200);
    expect(await storedCopiesOf(exact)).toHaveLength(1);
  });

  it("refuses an applicant's upload into another applicant's application, and an unknown application", async () => {
    const { applicationId } = await untouchedApplicant();
    const before = await documentRows(applicationId);
    const other = await registerApplicant();
    const content = samplePdf();

    await uploadFile(applicationId, 'id_document', content, 'id.pdf', other.token).expect(404, { error: 'Application not found.' });
    await uploadFile(99999999, 'id_document', content).expect(404, { error: 'Application not found.' });
    await api().post('/api/updateapplicationfiles').field('filename', 'id_document').field('application_id', String(applicationId)).attach('file', content, 'id.pdf').expect(401);

    expect(await documentRows(applicationId)).toEqual(before);
    expect(await storedCopiesOf(content)).toEqual([]);
  });
});

describe('[STAFF][EDIT-ON-BEHALF]: GET /api/applicationforms/:application_id', () => {
  const applicationForms = (applicationId: number | string, token = staff.token) =>
    api().get(`/api/applicationforms/${applicationId}`).set('Authorization', token);

  it("answers the saved values under the forms' field names, exactly as the applicant's own form gets them", async () => {
    const applicant = await registerApplicant({ first_name: 'Ayesha', last_name: 'Parker' });
    const { applicationId, basic } = await fillApplication(applicant);
    const { body: mine } = await api().get('/api/myapplication').set(authorised(applicant)).expect(200);

    const { body } = await applicationForms(applicationId).expect(200);

    expect(body).toEqual({
      application_id: applicationId,
      applicant_id: applicant.applicantId,
      application_year: mine.application.application_year,
      applicant: mine.applicant,
      application: mine.application,
    });
    expect(body.applicant).toMatchObject({
      first_name: 'Ayesha',
      last_name: 'Parker',
      email: applicant.email,
      ...basic,
      reference_cell: socialInfo().reference_cell,
      reference_relationship: socialInfo().reference_relationship,
    });
    expect(body.application).toMatchObject({ university: university().university, course: university().course });
    expect(Number(body.application.father_monthly_salary)).toBe(income().father_monthly_salary);
  });

  it('is for staff only, and answers a missing application as not found', async () => {
    const { applicant, applicationId } = await untouchedApplicant();
    await applicationForms(applicationId, applicant.token).expect(403, { error: 'This is for bursary staff only.' });
    await api().get(`/api/applicationforms/${applicationId}`).expect(401);
    await applicationForms(99999999).expect(404, { error: 'Application not found.' });
    await applicationForms('abc').expect(400, { error: 'Give the application_id of the application as a whole number, such as 12.' });
  });
});
