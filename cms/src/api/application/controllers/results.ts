import { getService } from '../../../utils/get-service';
import { firstFile, textField } from '../utils/multipart';

export default {
  // POST /api/submitresults (multipart: token, results as JSON, file; application_id if sent must be the token's)
  async submitResults(ctx: any) {
    const answer = await getService('application.results').submit({
      token: textField(ctx, 'token'),
      applicationId: textField(ctx, 'application_id'),
      results: textField(ctx, 'results'),
      upload: firstFile(ctx, 'file'),
    });
    ctx.status = 201;
    ctx.body = answer;
  },
};
