import { getService } from '../../../utils/get-service';

export default {
  async find(ctx: any) {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = await getService('reference.reference-lists').all();
  },
};
