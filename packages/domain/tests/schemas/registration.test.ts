import { registrationSchema } from '../../src/schemas/registration';
import { messagesOf, validated } from '../helpers';

const valid = {
  first_name: 'Aisha',
  last_name: 'Patel',
  email: 'aisha@example.org',
  password: 'salaam2025',
  re_password: 'salaam2025',
  tc: true,
};

describe('registrationSchema', () => {
  it('accepts a complete registration', () => {
    expect(messagesOf(registrationSchema, valid)).toEqual([]);
  });

  it.each([
    ['first_name', '', 'Enter first name'],
    ['first_name', '   ', 'Enter first name'],
    ['last_name', '', 'Enter last name'],
    ['email', '', 'Enter email'],
    ['email', 'aisha@', 'Invalid email'],
    ['email', 'not an email', 'Invalid email'],
    ['password', '', 'Enter password'],
    ['tc', undefined, 'Check Ts&Cs to continue'],
    ['tc', false, 'Check Ts&Cs to continue'],
    ['tc', 0, 'Check Ts&Cs to continue'],
  ])('%s = %p shows "%s"', (field, value, message) => {
    expect(messagesOf(registrationSchema, { ...valid, [field]: value })).toEqual([message]);
  });

  it.each([true, 1, '1'])('takes the terms box as accepted when it is %p', (tc) => {
    expect(messagesOf(registrationSchema, { ...valid, tc })).toEqual([]);
  });

  describe('password rule', () => {
    const weak = 'Use 8 or more characters with a mix of letters and numbers';

    it.each(['abc123', 'abcdefgh', '12345678', 'abcd 1234', 'abcd1234%', 'abcd-1234'])('rejects %p', (password) => {
      expect(messagesOf(registrationSchema, { ...valid, password, re_password: password })).toEqual([weak]);
    });

    it.each(['abcd1234', 'A1!&@#$x', 'Zakah2025', '1a1a1a1a'])('accepts %p', (password) => {
      expect(messagesOf(registrationSchema, { ...valid, password, re_password: password })).toEqual([]);
    });

    it('rejects a password longer than 128 characters', () => {
      const password = `a1${'b'.repeat(127)}`;
      expect(messagesOf(registrationSchema, { ...valid, password, re_password: password })).toEqual([
        'Use 128 characters or fewer',
      ]);
    });
  });

  describe('password confirmation', () => {
    it('asks for it when empty', () => {
      expect(messagesOf(registrationSchema, { ...valid, re_password: '' })).toEqual(['Confirm password']);
    });

    it('must match', () => {
      expect(messagesOf(registrationSchema, { ...valid, re_password: 'salaam2026' })).toEqual(['Passwords must match']);
    });
  });

  describe('e-mail confirmation (variant with a confirm field)', () => {
    it('is not needed when the field is absent', () => {
      expect(messagesOf(registrationSchema, valid)).toEqual([]);
    });

    it.each(['', null, '  '])('asks for it when present but empty (%p)', (re_email) => {
      expect(messagesOf(registrationSchema, { ...valid, re_email })).toEqual(['Confirm your email']);
    });

    it('must match the e-mail', () => {
      expect(messagesOf(registrationSchema, { ...valid, re_email: 'aisha@example.com' })).toEqual([
        'Emails must match',
      ]);
    });

    it('matches regardless of case and surrounding spaces', () => {
      expect(messagesOf(registrationSchema, { ...valid, re_email: ' AISHA@Example.org ' })).toEqual([]);
    });
  });

  it('trims names and e-mail and drops unknown keys', () => {
    expect(
      validated(registrationSchema, { ...valid, first_name: ' Aisha ', email: ' aisha@example.org', role: 1 }),
    ).toEqual({
      ...valid,
      first_name: 'Aisha',
    });
  });

  it('rejects over-long names', () => {
    expect(messagesOf(registrationSchema, { ...valid, first_name: 'a'.repeat(256) })).toEqual([
      'Use 255 characters or fewer',
    ]);
  });
});
