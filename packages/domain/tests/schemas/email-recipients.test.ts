import { object } from 'yup';
import { ccRecipientsField, toRecipientsField } from '../../src/schemas/email-recipients';
import { documentsRequestSchema } from '../../src/schemas/documents-request';
import { generalEmailSchema } from '../../src/schemas/general-email';
import { resultsRequestSchema } from '../../src/schemas/results-request';
import { messagesOf, validated } from '../helpers';

const recipients = object({ to: toRecipientsField(), cc: ccRecipientsField() });

describe('recipient fields', () => {
  it('accepts one or several addresses separated by semicolons', () => {
    expect(messagesOf(recipients, { to: 'a@example.org' })).toEqual([]);
    expect(messagesOf(recipients, { to: 'a@example.org; b@example.com;', cc: 'c@example.net ;d@example.net' })).toEqual(
      [],
    );
  });

  it('removes whitespace and empty entries', () => {
    expect(validated(recipients, { to: ' a@example.org ;\n b@example.com ; ;', cc: ' ' })).toEqual({
      to: 'a@example.org;b@example.com',
      cc: '',
    });
  });

  it('names the first bad recipient', () => {
    expect(messagesOf(recipients, { to: 'a@example.org; bob@; carol' })).toEqual(['entered bob@ not valid email']);
  });

  it('names the first bad CC', () => {
    expect(messagesOf(recipients, { to: 'a@example.org', cc: 'c@example.net; dave' })).toEqual([
      'CC dave not valid email',
    ]);
  });

  it('shows the address without the whitespace that was removed', () => {
    expect(messagesOf(recipients, { to: ' bo b@ ' })).toEqual(['entered bob@ not valid email']);
  });

  it('requires a recipient', () => {
    expect(messagesOf(recipients, { to: '' })).toEqual(['Enter email']);
    expect(messagesOf(recipients, { to: ' ; ' })).toEqual(['Enter email']);
  });

  it('takes CC as optional', () => {
    expect(messagesOf(recipients, { to: 'a@example.org', cc: null })).toEqual([]);
    expect(messagesOf(recipients, { to: 'a@example.org', cc: '' })).toEqual([]);
  });
});

describe('generalEmailSchema', () => {
  const valid = { to: 'a@example.org', cc: '', subject: 'Bursary update', body: 'Dear applicant ...' };

  it('accepts a complete e-mail', () => {
    expect(messagesOf(generalEmailSchema, valid)).toEqual([]);
  });

  it.each([
    ['to', 'x', 'entered x not valid email'],
    ['cc', 'y', 'CC y not valid email'],
    ['subject', '', 'Enter subject'],
    ['body', '', 'Enter message'],
  ])('%s = %p shows "%s"', (field, value, message) => {
    expect(messagesOf(generalEmailSchema, { ...valid, [field]: value })).toEqual([message]);
  });
});

describe('documentsRequestSchema', () => {
  const valid = {
    to: 'a@example.org',
    subject: 'Request for outstanding documents 2025',
    body: 'Please upload ...',
    field: [5, 6],
  };

  it('accepts a request for documents', () => {
    expect(messagesOf(documentsRequestSchema, valid)).toEqual([]);
    expect(messagesOf(documentsRequestSchema, { ...valid, field: ['9'] })).toEqual([]);
    expect(messagesOf(documentsRequestSchema, { ...valid, field: [10] })).toEqual([]); // the signed pledge letter
  });

  it.each([
    [[], 'Select document'],
    [undefined, 'Select document'],
    [[11], 'Select document'],
    [['abc'], 'Select document'],
    [[5, 6, 5], 'Proof of Registration is already selected'],
    [[0, 0], 'ID Document is already selected'],
  ])('field = %p shows "%s"', (field, message) => {
    expect(messagesOf(documentsRequestSchema, { ...valid, field })).toEqual([message]);
  });

  it('checks recipients', () => {
    expect(messagesOf(documentsRequestSchema, { ...valid, to: 'a@example.org;b' })).toEqual([
      'entered b not valid email',
    ]);
    expect(messagesOf(documentsRequestSchema, { ...valid, cc: 'c' })).toEqual(['CC c not valid email']);
  });
});

describe('resultsRequestSchema', () => {
  const valid = {
    cc: '',
    subject: 'Results',
    body: 'Please upload your results',
    resultType: 1,
    selectedApps: [12, 13],
  };

  it('accepts a request for results', () => {
    expect(messagesOf(resultsRequestSchema, valid)).toEqual([]);
    expect(messagesOf(resultsRequestSchema, { ...valid, resultType: '0' })).toEqual([]);
  });

  it.each([
    ['resultType', 2, 'Select results period'],
    ['resultType', undefined, 'Select results period'],
    ['selectedApps', [], 'Select at least one applicant'],
    ['selectedApps', undefined, 'Select at least one applicant'],
    ['selectedApps', [0], 'Select at least one applicant'],
    ['selectedApps', ['x'], 'Select at least one applicant'],
    ['cc', 'nobody', 'CC nobody not valid email'],
    ['subject', '', 'Enter subject'],
    ['body', '', 'Enter message'],
  ])('%s = %p shows "%s"', (field, value, message) => {
    expect(messagesOf(resultsRequestSchema, { ...valid, [field]: value })).toEqual([message]);
  });
});
