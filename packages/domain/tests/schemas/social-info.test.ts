import { socialInfoSchema } from '../../src/schemas/social-info';
import { messagesOf } from '../helpers';

const southAfrican = { country: 'South Africa' };
const foreign = { country: 'Malawi' };

const valid = {
  employment_status: 'Unemployed',
  gender: 2,
  race: 'Indian',
  religion: 'Islam',
  number_of_siblings: '3',
  marital_status: 'Never-married',
  reference_relationship: 'Religious Leader',
  reference_name: 'Moulana Desai',
  reference_email: 'desai@example.org',
  reference_cell: '0841234567',
};

const married = {
  ...valid,
  marital_status: 'Married',
  spouse_name: 'Yusuf Patel',
  spouse_contact: '0761234567',
  spouse_employment: 'Employed',
};

describe('socialInfoSchema', () => {
  it('accepts a complete step', () => {
    expect(messagesOf(socialInfoSchema, valid, southAfrican)).toEqual([]);
    expect(messagesOf(socialInfoSchema, married, southAfrican)).toEqual([]);
  });

  it.each([
    ['employment_status', '', 'Select employment status'],
    ['gender', '', 'Select gender'],
    ['gender', 3, 'Select gender'],
    ['religion', '', 'Select religion'],
    ['marital_status', '', 'Select marital status'],
    ['reference_relationship', '', 'Select reference type'],
    ['reference_name', '', 'Enter reference name'],
    ['reference_email', 'desai@', 'Reference email invalid'],
    ['reference_cell', '', 'Enter reference phone number'],
    ['reference_cell', '084123', 'Reference phone number is invalid'],
    ['reference_cell', '084123456a', 'Reference phone number is invalid'],
  ])('%s = %p shows "%s"', (field, value, message) => {
    expect(messagesOf(socialInfoSchema, { ...valid, [field]: value }, southAfrican)).toEqual([message]);
  });

  describe('race', () => {
    it('is required for South Africans', () => {
      expect(messagesOf(socialInfoSchema, { ...valid, race: '' }, southAfrican)).toEqual(['Select race']);
      expect(messagesOf(socialInfoSchema, { ...valid, race: undefined }, southAfrican)).toEqual(['Select race']);
    });

    it('is not asked of other nationalities', () => {
      expect(messagesOf(socialInfoSchema, { ...valid, race: '' }, foreign)).toEqual([]);
      expect(messagesOf(socialInfoSchema, { ...valid, race: 'Foreign National' }, foreign)).toEqual([]);
    });

    it('is not required when the nationality is not known yet', () => {
      expect(messagesOf(socialInfoSchema, { ...valid, race: '' })).toEqual([]);
    });
  });

  describe('spouse', () => {
    it.each([
      ['spouse_name', '', 'Enter spouse name'],
      ['spouse_contact', '', 'Spouse phone number is invalid'],
      ['spouse_contact', '076123456', 'Spouse phone number is invalid'],
      ['spouse_employment', '', 'Select spouse employment status'],
    ])('when married, %s = %p shows "%s"', (field, value, message) => {
      expect(messagesOf(socialInfoSchema, { ...married, [field]: value }, southAfrican)).toEqual([message]);
    });

    it('is not asked of applicants who are not married', () => {
      const values = { ...valid, spouse_name: '', spouse_contact: '123', spouse_employment: null };
      expect(messagesOf(socialInfoSchema, values, southAfrican)).toEqual([]);
    });
  });

  it('takes the reference e-mail as optional', () => {
    expect(messagesOf(socialInfoSchema, { ...valid, reference_email: '' }, southAfrican)).toEqual([]);
    expect(messagesOf(socialInfoSchema, { ...valid, reference_email: undefined }, southAfrican)).toEqual([]);
  });

  describe('number of siblings', () => {
    it.each(['', null, undefined, '0', '12', 7])('accepts %p', (number_of_siblings) => {
      expect(messagesOf(socialInfoSchema, { ...valid, number_of_siblings }, southAfrican)).toEqual([]);
    });

    it.each(['123', 'two', '-1', '1.5'])('rejects %p', (number_of_siblings) => {
      expect(messagesOf(socialInfoSchema, { ...valid, number_of_siblings }, southAfrican)).toEqual([
        'Enter up to 2 digits for number of siblings',
      ]);
    });
  });

  it('lists every message of an empty step in form order', () => {
    expect(messagesOf(socialInfoSchema, { marital_status: 'Married' }, southAfrican)).toEqual([
      'Select employment status',
      'Select gender',
      'Select race',
      'Select religion',
      'Enter spouse name',
      'Spouse phone number is invalid',
      'Select spouse employment status',
      'Select reference type',
      'Enter reference name',
      'Enter reference phone number',
    ]);
  });
});
