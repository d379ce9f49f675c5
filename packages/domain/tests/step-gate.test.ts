import { basicInfoSchema } from '../src/schemas/basic-info';
import { incomeSchema } from '../src/schemas/income';
import { socialInfoSchema } from '../src/schemas/social-info';
import { submitSchema } from '../src/schemas/submit';
import { universitySchema } from '../src/schemas/university';
import { EMPTY_STEP_MESSAGE, messagesInFieldOrder, stepGate } from '../src/step-gate';

describe('stepGate', () => {
  it('says "Complete the required fields" when every field is empty', () => {
    expect(EMPTY_STEP_MESSAGE).toBe('Complete the required fields');
    expect(stepGate(basicInfoSchema, {})).toBe('Complete the required fields');
    expect(
      stepGate(basicInfoSchema, { alternative_email: '', cell_phone: '  ', dob_year: null, id_type: undefined }),
    ).toBe('Complete the required fields');
  });

  it("gives an empty step's first real message when asked for no message of its own (the pledge)", () => {
    expect(stepGate(submitSchema, {})).toBe('Complete the required fields');
    expect(stepGate(submitSchema, { pledge_by_Applicant: '' }, { emptyMessage: null })).toBe('Check the pledge to submit');
    expect(stepGate(submitSchema, { pledge_by_Applicant: 1 }, { emptyMessage: null })).toBeNull();
  });

  it('counts an unticked box and an empty list as empty', () => {
    expect(stepGate(basicInfoSchema, { city: '', extra: false, subjects: [] })).toBe('Complete the required fields');
  });

  it('ignores keys the step does not have when deciding emptiness', () => {
    expect(stepGate(incomeSchema, { total_income: 500 })).toBe('Complete the required fields');
  });

  it('counts 0 as an answer', () => {
    expect(stepGate(incomeSchema, { father_monthly_salary: 0 })).toBe('Enter amount for mother monthly salary');
  });

  it('returns the first error in form order', () => {
    expect(stepGate(basicInfoSchema, { city: 'Durban' })).toBe('Enter alternative email');
    expect(stepGate(basicInfoSchema, { alternative_email: 'x@example.org', cell_phone: '123' })).toBe(
      'invalid phone number',
    );
    expect(
      stepGate(universitySchema, { application_type: 'First time applicant (matriculant)', amount_for_books: 1 }),
    ).toBe('Select university');
  });

  it('passes context to the schema', () => {
    const values = {
      employment_status: 'Unemployed',
      gender: 1,
      religion: 'Islam',
      marital_status: 'Never-married',
      reference_relationship: 'Religious Leader',
      reference_name: 'Imam Salie',
      reference_cell: '0841234567',
    };
    expect(stepGate(socialInfoSchema, values, { context: { country: 'South Africa' } })).toBe('Select race');
    expect(stepGate(socialInfoSchema, values, { context: { country: 'Somalia' } })).toBeNull();
  });

  it('returns null when the step is valid', () => {
    const income = {
      father_monthly_salary: 0,
      mother_monthly_salary: 0,
      spouse_monthly_salary: 0,
      own_monthly_salary: 0,
      investments: 0,
      other_income: 0,
    };
    expect(stepGate(incomeSchema, income)).toBeNull();
    expect(stepGate(incomeSchema, { ...income, total_income: 0 })).toBeNull();
  });

  it('takes another empty message', () => {
    expect(stepGate(incomeSchema, {}, { emptyMessage: 'Nothing entered' })).toBe('Nothing entered');
  });
});

describe('messagesInFieldOrder', () => {
  it('orders messages as the fields are declared and reports each message of a field once', () => {
    expect(messagesInFieldOrder(incomeSchema, { own_monthly_salary: 'x', father_monthly_salary: '' })).toEqual([
      'Enter amount for father monthly salary',
      'Enter amount for mother monthly salary',
      'Enter amount for spouse monthly salary',
      'Enter amount for own monthly salary',
      'Enter amount for investments',
      'Enter amount for other income',
    ]);
  });

  it('returns [] for valid values', () => {
    const income = Object.fromEntries(Object.keys(incomeSchema.fields).map((field) => [field, '10']));
    expect(messagesInFieldOrder(incomeSchema, income)).toEqual([]);
  });
});
