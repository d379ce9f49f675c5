import type { StaffIdentity } from '../../../utils/require-staff';

// The name kept beside a staff member's decision or comment, so it still reads when the account is gone.
export const staffName = (staff: StaffIdentity) => `${staff.firstName} ${staff.lastName}`.trim() || staff.email;
