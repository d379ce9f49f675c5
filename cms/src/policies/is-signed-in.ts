import { requireAccount } from '../utils/require-account';

export default async (ctx: any) => {
  await requireAccount(ctx);
  return true;
};
