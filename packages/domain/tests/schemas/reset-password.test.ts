import { resetPasswordRequestSchema, resetPasswordSchema } from '../../src/schemas/reset-password';
import { messagesOf, validated } from '../helpers';

const valid = { password: 'newpass99', re_password: 'newpass99' };

describe('resetPasswordSchema', () => {
  it('accepts a strong password typed twice', () => {
    expect(messagesOf(resetPasswordSchema, valid)).toEqual([]);
  });

  it.each([
    [{ password: '', re_password: '' }, ['Enter password', 'Confirm password']],
    [{ password: 'short1', re_password: 'short1' }, ['Use 8 or more characters with a mix of letters and numbers']],
    [{ re_password: '' }, ['Confirm password']],
    [{ re_password: 'newpass98' }, ['Passwords must match']],
  ])('%p shows %p', (change, messages) => {
    expect(messagesOf(resetPasswordSchema, { ...valid, ...change })).toEqual(messages);
  });
});

describe('resetPasswordRequestSchema', () => {
  it('accepts the password with or without the token', () => {
    expect(messagesOf(resetPasswordRequestSchema, { password: 'newpass99' })).toEqual([]);
    expect(messagesOf(resetPasswordRequestSchema, { token: 'abc', password: 'newpass99' })).toEqual([]);
  });

  it('applies the password rule', () => {
    expect(messagesOf(resetPasswordRequestSchema, { password: 'password' })).toEqual([
      'Use 8 or more characters with a mix of letters and numbers',
    ]);
  });

  it('drops anything else from the body', () => {
    expect(validated(resetPasswordRequestSchema, { password: 'newpass99', role: 1 })).toEqual({
      password: 'newpass99',
    });
  });
});
