import { forgotPasswordSchema } from '../../src/schemas/forgot-password';
import { messagesOf } from '../helpers';

describe('forgotPasswordSchema', () => {
  it('accepts an e-mail', () => {
    expect(messagesOf(forgotPasswordSchema, { email: 'aisha@example.org' })).toEqual([]);
  });

  it.each([
    ['', 'Enter email'],
    [undefined, 'Enter email'],
    ['aisha.example.org', 'Invalid email'],
  ])('%p shows "%s"', (email, message) => {
    expect(messagesOf(forgotPasswordSchema, { email })).toEqual([message]);
  });
});
