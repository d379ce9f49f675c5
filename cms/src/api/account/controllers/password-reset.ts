import { getService } from '../../../utils/get-service';
import { PASSWORD_CHANGED, RESET_LINK_SENT } from '../services/password-reset';

export default {
  async request(ctx: any) {
    await getService('account.password-reset').request(ctx.request.body);
    ctx.body = { success: RESET_LINK_SENT };
  },

  async reset(ctx: any) {
    await getService('account.password-reset').reset(String(ctx.params.token), ctx.request.body);
    ctx.body = { success: PASSWORD_CHANGED };
  },
};
