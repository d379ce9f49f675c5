import { ROLE } from '@bursary/domain/roles';
import { requireAccount } from '../utils/require-account';
import { forbidden } from '../utils/api-error';

export default async (ctx: any) => {
  const account = await requireAccount(ctx);
  if (account.role !== ROLE.STAFF) throw forbidden('This is for bursary staff only.');
  return true;
};
