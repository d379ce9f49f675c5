import { ROLE, isLegacyRole, isStaffRole, roleName, roleNumber } from '../src/roles';

describe('roles', () => {
  it('keeps the legacy numbers', () => {
    expect(ROLE).toEqual({ STAFF: 1, APPLICANT: 3, STAFF_ALIAS: 4 });
  });

  it.each([
    [1, 'staff'],
    [3, 'applicant'],
    [4, 'staff'],
    [2, null],
    ['1', null],
    [undefined, null],
  ])('role %p is %p', (role, name) => {
    expect(roleName(role)).toBe(name);
  });

  it('maps names back to the numbers in responses', () => {
    expect(roleNumber('staff')).toBe(1);
    expect(roleNumber('applicant')).toBe(3);
  });

  it('recognises staff and legacy roles', () => {
    expect(isStaffRole(1)).toBe(true);
    expect(isStaffRole(4)).toBe(true);
    expect(isStaffRole(3)).toBe(false);
    expect(isLegacyRole(3)).toBe(true);
    expect(isLegacyRole(0)).toBe(false);
  });
});
