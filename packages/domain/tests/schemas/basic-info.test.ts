import { basicInfoSchema, staffBasicInfoSchema } from '../../src/schemas/basic-info';
import { messagesOf, validated } from '../helpers';

const context = { email: 'aisha@example.org' };

const valid = {
  alternative_email: 'aisha.patel@example.com',
  cell_phone: '0821234567',
  alternative_phone: '0831234567',
  dob_year: 2004,
  dob_month: 2,
  dob_day: 29,
  country: 'South Africa',
  id_type: 1,
  id_number: '0402290000080',
  first_language: 'English',
  second_language: 'Afrikaans',
  address: '12 Vygie Street',
  suburb: 'Rylands',
  city: 'Cape Town',
  province: 'Western Cape',
  area_code: '7764',
};

describe('basicInfoSchema', () => {
  it('accepts a complete step', () => {
    expect(messagesOf(basicInfoSchema, valid, context)).toEqual([]);
  });

  it('accepts select values sent as text', () => {
    const values = { ...valid, dob_year: '2004', dob_month: '2', dob_day: '29', id_type: '3' };
    expect(messagesOf(basicInfoSchema, values, context)).toEqual([]);
    expect(validated(basicInfoSchema, values, context)).toMatchObject({ dob_year: 2004, id_type: 3 });
  });

  it.each([
    ['alternative_email', '', 'Enter alternative email'],
    ['alternative_email', 'aisha.patel', 'Invalid email'],
    ['cell_phone', '', 'Enter cell phone'],
    ['cell_phone', '082123456', 'invalid phone number'],
    ['cell_phone', '08212345678', 'invalid phone number'],
    ['cell_phone', '082-123-456', 'invalid phone number'],
    ['alternative_phone', '', 'Enter alternative phone number'],
    ['alternative_phone', '+27821234567', 'invalid phone number'],
    ['country', '', 'Select nationality'],
    ['id_type', '', 'Select ID type'],
    ['id_type', undefined, 'Select ID type'],
    ['id_type', 4, 'Select ID type'],
    ['id_number', '', 'Enter ID number'],
    ['first_language', '', 'Select first language'],
    ['second_language', '', 'Select second language'],
    ['address', '', 'Enter physical address'],
    ['suburb', '', 'Enter area or suburb'],
    ['city', '', 'Enter city'],
    ['province', '', 'Select province'],
    ['area_code', '', 'Enter area code'],
    ['area_code', '776', 'Invalid area code'],
    ['area_code', '77645', 'Invalid area code'],
    ['area_code', '77a4', 'Invalid area code'],
  ])('%s = %p shows "%s"', (field, value, message) => {
    expect(messagesOf(basicInfoSchema, { ...valid, [field]: value }, context)).toEqual([message]);
  });

  describe('date of birth', () => {
    const thisYear = new Date().getFullYear();

    it.each([
      ['dob_year', '', 'Select year for date of birth'],
      ['dob_year', 'year', 'Select year for date of birth'],
      ['dob_year', undefined, 'Select year for date of birth'],
      ['dob_year', 1929, 'Select year for date of birth'],
      ['dob_year', thisYear + 1, 'Select year for date of birth'],
      ['dob_year', 2004.5, 'Select year for date of birth'],
      ['dob_month', '', 'Select month for date of birth'],
      ['dob_month', 'month', 'Select month for date of birth'],
      ['dob_month', 0, 'Select month for date of birth'],
      ['dob_month', 13, 'Select month for date of birth'],
      ['dob_day', '', 'Select day for date of birth'],
      ['dob_day', 'day', 'Select day for date of birth'],
      ['dob_day', 0, 'Select day for date of birth'],
      ['dob_day', 32, 'Select day for date of birth'],
    ])('%s = %p shows "%s"', (field, value, message) => {
      expect(messagesOf(basicInfoSchema, { ...valid, [field]: value }, context)).toEqual([message]);
    });

    it('accepts the first and the last offered years', () => {
      // A passport states no date of birth to compare with.
      const passportHolder = { ...valid, id_type: 2, id_number: 'M00123456' };
      for (const dob_year of [1930, thisYear]) {
        const values = { ...passportHolder, dob_year, dob_month: 1, dob_day: 1 };
        expect(messagesOf(basicInfoSchema, values, context)).toEqual([]);
      }
    });

    it('rejects a day the month does not have', () => {
      expect(messagesOf(basicInfoSchema, { ...valid, dob_year: 2003, dob_month: 2, dob_day: 29 }, context)).toEqual([
        'Select day for date of birth',
      ]);
      expect(messagesOf(basicInfoSchema, { ...valid, dob_month: 4, dob_day: 31 }, context)).toEqual([
        'Select day for date of birth',
      ]);
    });

    it('reports only the missing part when the others are chosen', () => {
      expect(messagesOf(basicInfoSchema, { ...valid, dob_month: '' }, context)).toEqual([
        'Select month for date of birth',
      ]);
    });
  });

  describe('ID number', () => {
    const invalid = 'Invalid ID number';
    const passportOrPermit = 'Use 5 to 20 letters, digits or hyphens for the passport or permit number';

    it.each([
      ['a wrong check digit', '0402290000081'],
      ['31 February', '9902310123086'],
      ['12 digits', '040229000008'],
      ['14 digits', '04022900000800'],
      ['letters', '04022900000AB'],
      ['a passport number', 'A12345678'],
      ['a spreadsheet formula', '@SUM(1,1)'],
    ])('a South African ID with %s shows "Invalid ID number"', (_case, id_number) => {
      expect(messagesOf(basicInfoSchema, { ...valid, id_number }, context)).toEqual([invalid]);
    });

    it('stores a South African ID typed in digit groups as its 13 digits', () => {
      expect(validated(basicInfoSchema, { ...valid, id_number: ' 040229 0000 080 ' }, context).id_number).toBe(
        '0402290000080',
      );
    });

    it('names the date of birth in the ID number when it is not the date of birth selected', () => {
      const message = "The ID number's date of birth (1999-02-14) does not match your date of birth";
      expect(messagesOf(basicInfoSchema, { ...valid, id_number: '9902145800080' }, context)).toEqual([message]);
      const bornThen = { ...valid, dob_year: 1999, dob_month: 2, dob_day: 14, id_number: '9902145800080' };
      expect(messagesOf(basicInfoSchema, bornThen, context)).toEqual([]);
      expect(messagesOf(basicInfoSchema, { ...valid, dob_day: 28 }, context)).toEqual([
        "The ID number's date of birth (2004-02-29) does not match your date of birth",
      ]);
    });

    it('leaves the comparison until the date of birth is complete', () => {
      expect(messagesOf(basicInfoSchema, { ...valid, dob_day: '', id_number: '9902145800080' }, context)).toEqual([
        'Select day for date of birth',
      ]);
    });

    it.each([2, 3])('takes a passport or permit number of letters, digits and hyphens for ID type %p', (id_type) => {
      for (const id_number of ['A1234', 'M00123456', 'DBNNGA-000123-09', '0402290000080', 'A'.repeat(20)]) {
        expect(messagesOf(basicInfoSchema, { ...valid, id_type, id_number }, context)).toEqual([]);
      }
      for (const id_number of ['A123', 'A'.repeat(21), '@SUM(1,1)', '=1+1', 'AB_1234', '-A1234', 'A1234-']) {
        expect(messagesOf(basicInfoSchema, { ...valid, id_type, id_number }, context)).toEqual([passportOrPermit]);
      }
    });

    it('judges the number only once the ID type is chosen', () => {
      expect(messagesOf(basicInfoSchema, { ...valid, id_type: '', id_number: '@SUM(1,1)' }, context)).toEqual([
        'Select ID type',
      ]);
    });
  });

  describe('alternative e-mail differs from the login e-mail', () => {
    const message = 'Alternate Email must be different to your previous Email';

    it.each(['aisha@example.org', 'AISHA@EXAMPLE.ORG', '  Aisha@Example.Org '])('rejects %p', (alternative_email) => {
      expect(messagesOf(basicInfoSchema, { ...valid, alternative_email }, context)).toEqual([message]);
    });

    it('compares with a login e-mail given in any case', () => {
      expect(
        messagesOf(
          basicInfoSchema,
          { ...valid, alternative_email: 'aisha@example.org' },
          { email: 'Aisha@Example.ORG' },
        ),
      ).toEqual([message]);
    });

    it('cannot compare without the login e-mail', () => {
      expect(messagesOf(basicInfoSchema, { ...valid, alternative_email: 'aisha@example.org' })).toEqual([]);
    });
  });

  it('requires the alternative phone to differ from the cell phone', () => {
    expect(messagesOf(basicInfoSchema, { ...valid, alternative_phone: valid.cell_phone }, context)).toEqual([
      'Alternate Phone must be different to your previous Phone',
    ]);
    expect(messagesOf(basicInfoSchema, { ...valid, alternative_phone: ` ${valid.cell_phone} ` }, context)).toEqual([
      'Alternate Phone must be different to your previous Phone',
    ]);
  });

  it('lists every message of an empty step in form order', () => {
    expect(messagesOf(basicInfoSchema, {}, context)).toEqual([
      'Enter alternative email',
      'Enter cell phone',
      'Enter alternative phone number',
      'Select year for date of birth',
      'Select month for date of birth',
      'Select day for date of birth',
      'Select nationality',
      'Select ID type',
      'Enter ID number',
      'Select first language',
      'Select second language',
      'Enter physical address',
      'Enter area or suburb',
      'Enter city',
      'Select province',
      'Enter area code',
    ]);
  });

  it('drops fields that belong to other steps', () => {
    expect(validated(basicInfoSchema, { ...valid, email: 'x@example.org', race: 'Other' }, context)).toEqual(valid);
  });
});

describe('staffBasicInfoSchema', () => {
  const staffValid = { first_name: 'Aisha', last_name: 'Patel', email: 'aisha@example.org', ...valid };

  it('accepts a complete step', () => {
    expect(messagesOf(staffBasicInfoSchema, staffValid)).toEqual([]);
  });

  it.each([
    ['first_name', '', 'Enter first name'],
    ['last_name', '', 'Enter last name'],
    ['email', '', 'Enter email'],
    ['email', 'aisha', 'Invalid email'],
    ['area_code', '1', 'Invalid area code'],
  ])('%s = %p shows "%s"', (field, value, message) => {
    expect(messagesOf(staffBasicInfoSchema, { ...staffValid, [field]: value })).toEqual([message]);
  });

  it('checks the ID number as the applicant form does', () => {
    expect(messagesOf(staffBasicInfoSchema, { ...staffValid, id_number: '@SUM(1,1)' })).toEqual(['Invalid ID number']);
    expect(messagesOf(staffBasicInfoSchema, { ...staffValid, dob_month: 3, dob_day: 1 })).toEqual([
      "The ID number's date of birth (2004-02-29) does not match your date of birth",
    ]);
  });

  it('compares the alternative e-mail with the e-mail on the form', () => {
    expect(messagesOf(staffBasicInfoSchema, { ...staffValid, alternative_email: 'AISHA@example.org' })).toEqual([
      'Alternate Email must be different to your previous Email',
    ]);
  });
});
