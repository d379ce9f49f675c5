import { requireBackOfficeRole } from '../utils/require-staff';

// Staff, or a reviewer (issue 18): the routes a reviewer needs to read, comment on and score the
// applications in their pool. Each handler still checks the application is in the reviewer's pool
// (requireOwnApplicationId); every other back-office route keeps `global::is-staff`.
export default async (ctx: any) => {
  await requireBackOfficeRole(ctx, { reviewers: true });
  return true;
};
