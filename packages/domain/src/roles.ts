export const ROLE = {
  STAFF: 1,
  APPLICANT: 3,
  STAFF_ALIAS: 4,
} as const;

export type LegacyRole = (typeof ROLE)[keyof typeof ROLE];

export type RoleName = 'staff' | 'applicant';

const ROLE_NAMES: Record<LegacyRole, RoleName> = {
  [ROLE.STAFF]: 'staff',
  [ROLE.APPLICANT]: 'applicant',
  [ROLE.STAFF_ALIAS]: 'staff',
};

export function isLegacyRole(value: unknown): value is LegacyRole {
  return value === ROLE.STAFF || value === ROLE.APPLICANT || value === ROLE.STAFF_ALIAS;
}

export function roleName(role: unknown): RoleName | null {
  if (!isLegacyRole(role)) return null;
  return ROLE_NAMES[role];
}

export function roleNumber(name: RoleName): LegacyRole {
  return name === 'staff' ? ROLE.STAFF : ROLE.APPLICANT;
}

export function isStaffRole(role: unknown): boolean {
  return roleName(role) === 'staff';
}
