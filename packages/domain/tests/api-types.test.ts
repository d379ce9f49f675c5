import { isErrorResponse, type LoginResponse } from '../src/api-types';

describe('api types', () => {
  it('recognises error answers', () => {
    expect(isErrorResponse({ error: 'Invalid email or password' })).toBe(true);
    expect(isErrorResponse({ error: '' })).toBe(false);
    expect(isErrorResponse({ success: 'Email sent' })).toBe(false);
    expect(isErrorResponse(null)).toBe(false);
    expect(isErrorResponse('error')).toBe(false);
  });

  it('narrows a login answer to the session', () => {
    const answer: LoginResponse = {
      token: 't',
      user: 7,
      email: 'aisha@example.org',
      first_name: 'Aisha',
      last_name: 'Patel',
      role: 3,
      application_status: null,
      previous_year: 2024,
      application_id: null,
    };
    const previousYearOf = (response: LoginResponse) => (isErrorResponse(response) ? null : response.previous_year);
    expect(previousYearOf(answer)).toBe(2024);
    expect(previousYearOf({ error: 'Invalid email or password' })).toBeNull();
  });
});
