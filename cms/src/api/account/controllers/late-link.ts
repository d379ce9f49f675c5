import { getService } from '../../../utils/get-service';

export default {
  // GET /api/latelink/:token: what /application?token= shows (the invited e-mail, read-only).
  async show(ctx: any) {
    ctx.body = await getService('account.late-invitations').describe(String(ctx.params.token));
  },
};
