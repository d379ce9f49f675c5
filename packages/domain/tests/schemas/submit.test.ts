import { submitSchema } from '../../src/schemas/submit';
import { messagesOf } from '../helpers';

describe('submitSchema', () => {
  it.each([1, '1'])('accepts the pledge %p', (pledge_by_Applicant) => {
    expect(messagesOf(submitSchema, { pledge_by_Applicant })).toEqual([]);
  });

  it.each([undefined, null, 0, '', 2, true])('refuses %p with "Check the pledge to submit"', (pledge_by_Applicant) => {
    expect(messagesOf(submitSchema, { pledge_by_Applicant })).toEqual(['Check the pledge to submit']);
  });
});
