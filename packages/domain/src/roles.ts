export const ROLE = {
  STAFF: 1,
  /** Ours (issue 18): reads, comments on and scores the applications in their pool; nothing else. */
  REVIEWER: 2,
  APPLICANT: 3,
  STAFF_ALIAS: 4,
} as const;

export type LegacyRole = (typeof ROLE)[keyof typeof ROLE];

export type RoleName = 'staff' | 'reviewer' | 'applicant';

const ROLE_NAMES: Record<LegacyRole, RoleName> = {
  [ROLE.STAFF]: 'staff',
  [ROLE.REVIEWER]: 'reviewer',
  [ROLE.APPLICANT]: 'applicant',
  [ROLE.STAFF_ALIAS]: 'staff',
};

export function isLegacyRole(value: unknown): value is LegacyRole {
  return value === ROLE.STAFF || value === ROLE.REVIEWER || value === ROLE.APPLICANT || value === ROLE.STAFF_ALIAS;
}

export function roleName(role: unknown): RoleName | null {
  if (!isLegacyRole(role)) return null;
  return ROLE_NAMES[role];
}

export function roleNumber(name: RoleName): LegacyRole {
  return name === 'staff' ? ROLE.STAFF : name === 'reviewer' ? ROLE.REVIEWER : ROLE.APPLICANT;
}

/** Bursary staff: everything the back office does. */
export function isStaffRole(role: unknown): boolean {
  return roleName(role) === 'staff';
}

export function isReviewerRole(role: unknown): boolean {
  return roleName(role) === 'reviewer';
}

/** Signs in to the back office: staff, and reviewers for their part of it. */
export function isBackOfficeRole(role: unknown): boolean {
  return isStaffRole(role) || isReviewerRole(role);
}

/**
 * What a back-office user may do. A reviewer reads the applications and documents in their pool
 * (assigned to them, or to nobody yet), comments and scores; deciding, paying, e-mailing,
 * exporting, editing on behalf, the budget, statistics, timeline and managing reviewers are
 * staff's. The cms's route policies say the same: `global::is-back-office` on the reviewer's
 * routes, `global::is-staff` on the rest.
 */
export type BackOfficeAbility = 'read' | 'comment' | 'score' | 'staff';

const REVIEWER_ABILITIES: readonly BackOfficeAbility[] = ['read', 'comment', 'score'];

export function mayDo(role: unknown, ability: BackOfficeAbility): boolean {
  if (isStaffRole(role)) return true;
  return isReviewerRole(role) && REVIEWER_ABILITIES.includes(ability);
}
