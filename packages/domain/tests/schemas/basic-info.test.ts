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
      expect(messagesOf(basicInfoSchema, { ...valid, dob_year: 1930, dob_month: 1, dob_day: 1 }, context)).toEqual([]);
      expect(messagesOf(basicInfoSchema, { ...valid, dob_year: thisYear, dob_month: 1, dob_day: 1 }, context)).toEqual(
        [],
      );
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

  it('compares the alternative e-mail with the e-mail on the form', () => {
    expect(messagesOf(staffBasicInfoSchema, { ...staffValid, alternative_email: 'AISHA@example.org' })).toEqual([
      'Alternate Email must be different to your previous Email',
    ]);
  });
});
