import { decisionSchema } from '../../src/schemas/decision';
import { messagesOf } from '../helpers';

describe('decisionSchema', () => {
  it.each([1, 0, '1', '0'])('accepts status_id %p', (status_id) => {
    expect(messagesOf(decisionSchema, { status_id, note: 'Strong application', subject_to: '' })).toEqual([]);
  });

  it.each([undefined, '', 2, 3])('refuses status_id %p with "Select Accept or Decline"', (status_id) => {
    expect(messagesOf(decisionSchema, { status_id })).toEqual(['Select Accept or Decline']);
  });

  it('takes the note and the subject-to condition as optional', () => {
    expect(messagesOf(decisionSchema, { status_id: 1 })).toEqual([]);
    expect(messagesOf(decisionSchema, { status_id: 1, note: null, subject_to: null })).toEqual([]);
  });
});
