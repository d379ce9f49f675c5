import { requireBackOfficeRole } from '../utils/require-staff';

// Bursary staff only: a reviewer and an applicant get 403.
export default async (ctx: any) => {
  await requireBackOfficeRole(ctx, { reviewers: false });
  return true;
};
