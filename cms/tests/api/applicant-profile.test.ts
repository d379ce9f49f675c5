import { toDateOfBirth } from '@bursary/domain/date-of-birth';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { db } from '../support/database';
import { basicInfo, socialInfo } from '../../../packages/test-kit/src/step-bodies';

const profileOf = (applicantId: number) => db()('applicants').where({ id: applicantId }).first();

describe('[APPLICANT][BASIC]: POST /api/updateapplicant', () => {
  it('saves the basic information (as the spec\'s applicant object) with the date of birth joined', async () => {
    const applicant = await registerApplicant();
    const basic = basicInfo();
    await api()
      .post('/api/updateapplicant')
      .set(authorised(applicant))
      .send({ applicant: basic, email: applicant.email, applicant_id: 999999 })
      .expect(200, { success: 'Saved' });
    const stored = await profileOf(applicant.applicantId);
    expect(stored).toMatchObject({
      cell_phone: '0821234567',
      date_of_birth: toDateOfBirth(basic),
      country: 'South Africa',
      area_code: '8001',
      id_type: 1,
      id_number: basic.id_number,
    });
  });

  it.each([
    [{}, 'Complete the required fields'],
    [{ cell_phone: '' }, 'Enter cell phone'],
    [{ cell_phone: '082123456' }, 'invalid phone number'],
    [{ alternative_phone: '0821234567' }, 'Alternate Phone must be different to your previous Phone'],
    [{ area_code: '800' }, 'Invalid area code'],
    [{ dob_year: 1929 }, 'Select year for date of birth'],
    [{ dob_month: 2, dob_day: 30 }, 'Select day for date of birth'],
    [{ id_number: '' }, 'Enter ID number'],
    [{ id_number: '@SUM(1,1)' }, 'Invalid ID number'],
    [{ id_number: '0403095123089' }, 'Invalid ID number'],
    [{ id_number: '9902145800080', dob_year: 2004, dob_month: 3, dob_day: 9 }, "The ID number's date of birth (1999-02-14) does not match your date of birth"],
    [{ id_type: 2, id_number: '@SUM(1,1)' }, 'Use 5 to 20 letters, digits or hyphens for the passport or permit number'],
    [{ country: 'Atlantis' }, 'Select nationality'],
    [{ province: 'Gotham' }, 'Select province'],
  ])('refuses %j with "%s" and stores nothing', async (change, message) => {
    const applicant = await registerApplicant();
    const body = Object.keys(change).length ? { ...basicInfo(), ...change } : {};
    const { body: answer } = await api().post('/api/updateapplicant').set(authorised(applicant)).send(body).expect(400);
    expect(answer).toEqual({ error: message });
    expect((await profileOf(applicant.applicantId)).cell_phone).toBeNull();
  });

  it('stores a South African ID number typed in digit groups as its 13 digits, and keeps it when a wrong one is sent', async () => {
    const applicant = await registerApplicant();
    const basic = basicInfo();
    const idNumber = basic.id_number;
    const inGroups = `${idNumber.slice(0, 6)} ${idNumber.slice(6, 10)} ${idNumber.slice(10)}`;
    expect(inGroups).toMatch(/^\d{6} \d{4} \d{3}$/);
    await api().post('/api/updateapplicant').set(authorised(applicant)).send({ ...basic, id_number: inGroups }).expect(200);
    const saved = await profileOf(applicant.applicantId);
    expect(saved.id_number).toBe(idNumber);

    const wrongCheckDigit = `${idNumber.slice(0, 12)}${(Number(idNumber[12]) + 1) % 10}`;
    const { body } = await api()
      .post('/api/updateapplicant')
      .set(authorised(applicant))
      .send({ ...basic, cell_phone: '0831112222', id_number: wrongCheckDigit })
      .expect(400);
    expect(body).toEqual({ error: 'Invalid ID number' });
    expect(await profileOf(applicant.applicantId)).toEqual(saved);
  });

  it("keeps the ID number's key (its letters and digits, upper case) beside it on every save, for the duplicate flags", async () => {
    const applicant = await registerApplicant();
    const basic = basicInfo();
    const keyOf = async () => {
      const { id_number, id_number_key } = await profileOf(applicant.applicantId);
      return { id_number, id_number_key };
    };
    await api().post('/api/updateapplicant').set(authorised(applicant)).send({ ...basic, id_type: 2, id_number: 'xq-778812' }).expect(200);
    expect(await keyOf()).toEqual({ id_number: 'xq-778812', id_number_key: 'XQ778812' });
    await api().post('/api/updateapplicant').set(authorised(applicant)).send(basic).expect(200);
    expect(await keyOf()).toEqual({ id_number: basic.id_number, id_number_key: basic.id_number });
  });

  it('refuses an alternative e-mail that is the login e-mail in another case', async () => {
    const applicant = await registerApplicant();
    const { body } = await api()
      .post('/api/updateapplicant')
      .set(authorised(applicant))
      .send({ ...basicInfo(), alternative_email: applicant.email.toUpperCase() })
      .expect(400);
    expect(body).toEqual({ error: 'Alternate Email must be different to your previous Email' });
  });

  it('records a foreign national as such, and asks a new South African for their race again', async () => {
    const applicant = await registerApplicant();
    await api().post('/api/updateapplicant').set(authorised(applicant)).send({ ...basicInfo(), country: 'Malawi', id_type: 2 }).expect(200);
    expect((await profileOf(applicant.applicantId)).race).toBe('Foreign National');
    await api().post('/api/updateapplicant').set(authorised(applicant)).send(basicInfo()).expect(200);
    expect((await profileOf(applicant.applicantId)).race).toBeNull();
  });

  it('is for signed-in applicants only', async () => {
    await api().post('/api/updateapplicant').send(basicInfo()).expect(401);
    const staff = await signIn();
    await api().post('/api/updateapplicant').set('Authorization', staff.token).send(basicInfo()).expect(403);
  });
});

describe('[APPLICANT][SOCIAL]: POST /api/savesocialinfo', () => {
  const applicantWithBasics = async (country = 'South Africa') => {
    const applicant = await registerApplicant();
    await api().post('/api/updateapplicant').set(authorised(applicant)).send({ ...basicInfo(), country }).expect(200);
    return applicant;
  };

  it('saves the social information under the spec\'s column names', async () => {
    const applicant = await applicantWithBasics();
    await api().post('/api/savesocialinfo').set(authorised(applicant)).send(socialInfo()).expect(200);
    expect(await profileOf(applicant.applicantId)).toMatchObject({
      race: 'Malay',
      gender: 2,
      number_of_siblings: 3,
      reference_cell_phone: '0839876543',
      relationship_with_reference: 'Religious Leader',
      spouse_name: null,
    });
  });

  it('asks for race only of South Africans', async () => {
    const southAfrican = await applicantWithBasics();
    const refused = await api().post('/api/savesocialinfo').set(authorised(southAfrican)).send({ ...socialInfo(), race: '' }).expect(400);
    expect(refused.body).toEqual({ error: 'Select race' });

    const foreign = await applicantWithBasics('Zimbabwe');
    await api().post('/api/savesocialinfo').set(authorised(foreign)).send({ ...socialInfo(), race: '' }).expect(200);
    expect((await profileOf(foreign.applicantId)).race).toBe('Foreign National');
  });

  it('asks for the spouse only when married', async () => {
    const applicant = await applicantWithBasics();
    const married = { ...socialInfo(), marital_status: 'Married' };
    const { body } = await api().post('/api/savesocialinfo').set(authorised(applicant)).send(married).expect(400);
    expect(body).toEqual({ error: 'Enter spouse name' });
    const badPhone = await api()
      .post('/api/savesocialinfo')
      .set(authorised(applicant))
      .send({ ...married, spouse_name: 'Yusuf', spouse_contact: '12345', spouse_employment: 'Employed' })
      .expect(400);
    expect(badPhone.body).toEqual({ error: 'Spouse phone number is invalid' });
    await api()
      .post('/api/savesocialinfo')
      .set(authorised(applicant))
      .send({ ...married, spouse_name: 'Yusuf', spouse_contact: '0731112222', spouse_employment: 'Employed' })
      .expect(200);
    expect(await profileOf(applicant.applicantId)).toMatchObject({ spouse_name: 'Yusuf', spouse_contact: '0731112222' });
  });

  it.each([
    [{ reference_cell: '123' }, 'Reference phone number is invalid'],
    [{ reference_email: 'imam-at-masjid' }, 'Reference email invalid'],
    [{ religion: 'Jedi' }, 'Select religion'],
    [{ number_of_siblings: '123' }, 'Enter up to 2 digits for number of siblings'],
  ])('refuses %j with "%s"', async (change, message) => {
    const applicant = await applicantWithBasics();
    const { body } = await api().post('/api/savesocialinfo').set(authorised(applicant)).send({ ...socialInfo(), ...change }).expect(400);
    expect(body).toEqual({ error: message });
  });
});
