import { lateApplicationSchema } from '../../src/schemas/late-application';
import { messagesOf, validated } from '../helpers';

const valid = { email: 'late@example.org', cc: '', subject: 'Late application', body: 'You may still apply ...' };

describe('lateApplicationSchema', () => {
  it('accepts an invitation', () => {
    expect(messagesOf(lateApplicationSchema, valid)).toEqual([]);
    expect(messagesOf(lateApplicationSchema, { ...valid, cc: 'a@example.org; b@example.org' })).toEqual([]);
  });

  it.each([
    ['email', '', 'Enter email'],
    ['email', undefined, 'Enter email'],
    ['email', 'late@', 'Invalid email'],
    ['email', 'a@example.org;b@example.org', 'Invalid email'],
    ['cc', 'boss', 'Invalid email for CC'],
    ['cc', 'a@example.org; boss', 'Invalid email for CC'],
    ['subject', '', 'Enter subject'],
    ['body', '', 'Enter message'],
  ])('%s = %p shows "%s"', (field, value, message) => {
    expect(messagesOf(lateApplicationSchema, { ...valid, [field]: value })).toEqual([message]);
  });

  it('cleans the CC list', () => {
    expect(validated(lateApplicationSchema, { ...valid, cc: ' a@example.org ; ' }).cc).toBe('a@example.org');
  });
});
