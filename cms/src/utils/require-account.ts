import type { Account } from '../api/account/services/login-session';
import { getService } from './get-service';
import { unauthorized } from './api-error';

export const tokenFrom = (ctx: any): string | null => {
  const header: string | undefined = ctx.request.header.authorization;
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || null;
};

// Who is calling, from the login token alone (never from an id in the path or body).
export const requireAccount = async (ctx: any): Promise<Account> => {
  if (ctx.state.account) return ctx.state.account;
  const token = tokenFrom(ctx);
  if (!token) throw unauthorized('Please sign in to continue.');
  const account = await getService('account.login-session').verify(token);
  if (!account) throw unauthorized('Your session has ended. Please sign in again.');
  ctx.state.account = account;
  return account;
};
