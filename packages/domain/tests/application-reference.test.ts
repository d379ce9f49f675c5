import { applicationReference } from '../src/application-reference';

describe('the application reference staff quote', () => {
  it.each([
    [{ applicationId: 7, applicationYear: 2025 }, 'BUR-2025-00007'],
    [{ applicationId: '7', applicationYear: '2025' }, 'BUR-2025-00007'],
    [{ applicationId: 12345, applicationYear: 2024 }, 'BUR-2024-12345'],
    [{ applicationId: 1234567, applicationYear: 2025 }, 'BUR-2025-1234567'],
  ])('%p is %p', (application, reference) => {
    expect(applicationReference(application)).toBe(reference);
  });
});
