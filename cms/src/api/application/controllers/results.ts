import { getService } from '../../../utils/get-service';
import type { SubmitResultsFields, SubmitResultsResponse } from '@bursary/domain/api-types';
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
    const field = (name: keyof SubmitResultsFields) => name;
    const answer: SubmitResultsResponse = await getService('application.results').submit({
      token: textField(ctx, field('token')),
      applicationId: textField(ctx, field('application_id')),
      results: textField(ctx, field('results')),
      upload: namedAs(firstFile(ctx, field('file')), textField(ctx, field('fileName'))),
    });
    ctx.status = 201;
    ctx.body = answer;
  },
};
