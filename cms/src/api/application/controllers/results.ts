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
    const answer: SubmitResultsResponse = await getService('application.results').submit({
      token: textField(ctx, 'token' satisfies keyof SubmitResultsFields),
      applicationId: textField(ctx, 'application_id' satisfies keyof SubmitResultsFields),
      results: textField(ctx, 'results' satisfies keyof SubmitResultsFields),
      upload: namedAs(firstFile(ctx, 'file' satisfies keyof SubmitResultsFields), textField(ctx, 'fileName' satisfies keyof SubmitResultsFields)),
    });
    ctx.status = 201;
    ctx.body = answer;
  },
};
