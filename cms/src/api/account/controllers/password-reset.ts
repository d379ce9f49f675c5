import type { HandlePasswordChangeResponse, PasswordChangeResponse } from '@bursary/domain/api-types';
import { getService } from '../../../utils/get-service';
import { PASSWORD_CHANGED, RESET_LINK_SENT } from '../services/password-reset';

export default {
  // POST /api/passwordchange
  async request(ctx: any) {
    await getService('account.password-reset').request(ctx.request.body);
    const answer: PasswordChangeResponse = { success: RESET_LINK_SENT };
    ctx.body = answer;
  },

  // POST /api/handlepasswordchange/{token}
  async reset(ctx: any) {
    await getService('account.password-reset').reset(String(ctx.params.token), ctx.request.body);
    const answer: HandlePasswordChangeResponse = { success: PASSWORD_CHANGED };
    ctx.body = answer;
  },
};
