import { getService } from '../../../utils/get-service';

export default {
  async find(ctx: any) {
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = await getService('portal.portal-content').content();
  },
};
