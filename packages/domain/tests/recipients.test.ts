import { firstInvalidRecipient, isEmail, isSameEmail, parseRecipients } from '../src/recipients';

describe('parseRecipients', () => {
  it.each([
    ['a@example.org', ['a@example.org']],
    ['a@example.org;b@example.com', ['a@example.org', 'b@example.com']],
    [' a@example.org ; b@example.com ;', ['a@example.org', 'b@example.com']],
    ['a@exa mple.org;\tb@example.com\n', ['a@example.org', 'b@example.com']],
    [';;', []],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%p -> %p', (input, list) => {
    expect(parseRecipients(input)).toEqual(list);
  });
});

describe('isEmail', () => {
  it.each(['a@example.org', 'first.last+tag@sub.example.co.za'])('accepts %p', (address) => {
    expect(isEmail(address)).toBe(true);
  });

  it.each(['', 'a', 'a@', '@example.org', 'a@@example.org', 'a,b@example.org'])('rejects %p', (address) => {
    expect(isEmail(address)).toBe(false);
  });
});

describe('firstInvalidRecipient', () => {
  it('returns the first address that is not an e-mail', () => {
    expect(firstInvalidRecipient('a@example.org; x; y')).toBe('x');
  });

  it('returns null when every address is valid or there is none', () => {
    expect(firstInvalidRecipient('a@example.org;b@example.com')).toBeNull();
    expect(firstInvalidRecipient('')).toBeNull();
  });

  it('splits on semicolons only', () => {
    expect(firstInvalidRecipient('a@example.org, b@example.com')).toBe('a@example.org,b@example.com');
  });
});

describe('isSameEmail', () => {
  it('compares addresses case-insensitively, ignoring surrounding spaces', () => {
    expect(isSameEmail('Aisha@Example.org', ' aisha@example.ORG ')).toBe(true);
    expect(isSameEmail('aisha@example.org', 'aisha@example.com')).toBe(false);
    expect(isSameEmail(null, '')).toBe(true);
  });
});
