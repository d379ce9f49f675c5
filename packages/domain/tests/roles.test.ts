import { ROLE, isBackOfficeRole, isLegacyRole, isReviewerRole, isStaffRole, mayDo, roleName, roleNumber } from '../src/roles';

describe('roles', () => {
  it('keeps the legacy numbers', () => {
    expect(ROLE).toEqual({ STAFF: 1, REVIEWER: 2, APPLICANT: 3, STAFF_ALIAS: 4 });
  });

  it.each([
    [1, 'staff'],
    [3, 'applicant'],
    [4, 'staff'],
    [2, 'reviewer'],
    [5, null],
    ['1', null],
    [undefined, null],
  ])('role %p is %p', (role, name) => {
    expect(roleName(role)).toBe(name);
  });

  it('maps names back to the numbers in responses', () => {
    expect(roleNumber('staff')).toBe(1);
    expect(roleNumber('applicant')).toBe(3);
    expect(roleNumber('reviewer')).toBe(2);
  });

  it('recognises staff and legacy roles', () => {
    expect(isStaffRole(1)).toBe(true);
    expect(isStaffRole(4)).toBe(true);
    expect(isStaffRole(3)).toBe(false);
    expect(isLegacyRole(3)).toBe(true);
    expect(isLegacyRole(0)).toBe(false);
  });

  it('lets a reviewer into the back office to read, comment and score only', () => {
    expect(isStaffRole(2)).toBe(false);
    expect(isReviewerRole(2)).toBe(true);
    expect([1, 2, 3, 4].map(isBackOfficeRole)).toEqual([true, true, false, true]);
    expect((['read', 'comment', 'score', 'staff'] as const).map((ability) => mayDo(2, ability))).toEqual([true, true, true, false]);
    expect((['read', 'comment', 'score', 'staff'] as const).map((ability) => mayDo(1, ability))).toEqual([true, true, true, true]);
    expect((['read', 'comment', 'score', 'staff'] as const).map((ability) => mayDo(3, ability))).toEqual([false, false, false, false]);
  });
});
