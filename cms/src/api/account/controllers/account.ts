import type { AddApplicantResponse, LoginResponse } from '@bursary/domain/api-types';
import { loginGate } from '@bursary/domain/schemas/login';
import { REVIEWER_MESSAGES } from '@bursary/domain/reviewers';
import { getService } from '../../../utils/get-service';
import { badRequest, forbidden, unauthorized } from '../../../utils/api-error';
import { legacyRoleOf } from '../services/accounts';
import { REGISTERED } from '../services/registration';
import { requireAccount } from '../../../utils/require-account';
import { isPlainObject } from '../../../utils/validate-body';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

// One message for an unknown e-mail and a wrong password, so the answer never tells which.
const WRONG_CREDENTIALS = 'Incorrect email or password. Check them and try again, or use Forgot Password.';

export default {
  async login(ctx: any) {
    const body = isPlainObject(ctx.request.body) ? ctx.request.body : {};
    // Anything but text (an object, a list) counts as not given, so it gets the field's message.
    const credentials = { email: textOf(body.email), password: textOf(body.password) };
    const problem = loginGate(credentials);
    if (problem) throw badRequest(problem);

    const accounts = getService('account.accounts');
    const user = await accounts.checkCredentials(credentials.email, credentials.password);
    if (!user) throw unauthorized(WRONG_CREDENTIALS);
    if (user.blocked) throw forbidden(user.role?.type === 'reviewer' ? REVIEWER_MESSAGES.signInDeactivated : 'This account is blocked. Please contact the bursary office.');
    const role = legacyRoleOf(user.role?.type);
    if (!role) throw forbidden('This account cannot sign in to the portal. Please contact the bursary office.');

    const token = await getService('account.login-session').start(
      { id: user.id, role },
      { ip: ctx.request.ip, userAgent: ctx.get('user-agent') },
    );
    const answer: LoginResponse = { token, ...(await accounts.loginProfile(user, role)) };
    ctx.body = answer;
  },

  async register(ctx: any) {
    await getService('account.registration').register(ctx.request.body);
    ctx.status = 201;
    const answer: AddApplicantResponse = { success: REGISTERED };
    ctx.body = answer;
  },

  async logout(ctx: any) {
    const account = await requireAccount(ctx);
    await getService('account.login-session').end(account.sid);
    ctx.body = { success: 'You have signed out.' };
  },
};
