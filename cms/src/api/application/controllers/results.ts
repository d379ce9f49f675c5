import { getService } from '../../../utils/get-service';
import { firstFile, textField } from '../utils/multipart';

// The name the client gave the file (the spec's fileName) over the one its multipart part carries.
const namedAs = (upload: unknown, fileName: unknown) =>
  upload && typeof upload === 'object' && typeof fileName === 'string' && fileName.trim() !== ''
    ? { ...upload, originalFilename: fileName }
    : upload;

export default {
  // POST /api/submitresults (multipart: token, results as JSON, file; application_id if sent must be the
  // token's; fileName, the spec's name for the file, is the name it is kept under when sent)
  async submitResults(ctx: any) {
    const answer = await getService('application.results').submit({
      token: textField(ctx, 'token'),
      applicationId: textField(ctx, 'application_id'),
      results: textField(ctx, 'results'),
      upload: namedAs(firstFile(ctx, 'file'), textField(ctx, 'fileName')),
    });
    ctx.status = 201;
    ctx.body = answer;
  },
};
