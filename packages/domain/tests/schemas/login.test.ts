import { loginGate, loginSchema } from '../../src/schemas/login';
import { messagesOf } from '../helpers';

const valid = { email: 'aisha@example.org', password: 'anything' };

describe('loginSchema', () => {
  it('accepts an e-mail and a password', () => {
    expect(messagesOf(loginSchema, valid)).toEqual([]);
  });

  it.each([
    ['email', '', 'Enter your email'],
    ['email', undefined, 'Enter your email'],
    ['password', '', 'Enter password'],
    ['password', undefined, 'Enter password'],
  ])('%s = %p shows "%s"', (field, value, message) => {
    expect(messagesOf(loginSchema, { ...valid, [field]: value })).toEqual([message]);
  });
});

describe('loginGate', () => {
  it('says "Enter registration data" when both fields are empty', () => {
    expect(loginGate({ email: '', password: '' })).toBe('Enter registration data');
    expect(loginGate({})).toBe('Enter registration data');
  });

  it('names the first missing field otherwise', () => {
    expect(loginGate({ email: '', password: 'x' })).toBe('Enter your email');
    expect(loginGate({ email: 'aisha@example.org', password: '' })).toBe('Enter password');
  });

  it('passes complete input', () => {
    expect(loginGate(valid)).toBeNull();
  });
});
