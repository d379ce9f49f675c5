import { object } from 'yup';
import { PASSWORD_HINT, PASSWORD_MESSAGES, PASSWORD_SYMBOLS, passwordField } from '../../src/schemas/password';
import { messagesOf } from '../helpers';

const schema = object({ password: passwordField() });

describe('the password hint', () => {
  it('states the whole rule, the allowed symbols included, in one text', () => {
    expect(PASSWORD_HINT).toBe(
      'Use 8 or more characters: letters and numbers, at least one of each. You may also use ! & @ # $ but no other symbols or spaces.',
    );
  });

  it('names exactly the symbols the rule accepts', () => {
    for (const symbol of PASSWORD_SYMBOLS) {
      expect(PASSWORD_HINT).toContain(` ${symbol} `);
      expect(messagesOf(schema, { password: `Salaam2025${symbol}` })).toEqual([]);
    }
  });

  // Both meet "a mix of letters and numbers", which is why the hint names the symbols.
  it.each(['Thandi_2025', 'Passw%rd1', 'Salaam 2025', 'Salaam-2025'])('is what %p breaks: the spec message is kept', (password) => {
    expect(messagesOf(schema, { password })).toEqual([PASSWORD_MESSAGES.weak]);
    expect(PASSWORD_MESSAGES.weak).toBe('Use 8 or more characters with a mix of letters and numbers');
  });
});
