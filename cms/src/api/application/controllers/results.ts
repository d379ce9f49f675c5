import { getService } from '../../../utils/get-service';
import type { SubmitResultsFields, SubmitResultsResponse } from '@bursary/domain/api-types';
import { filesOf, textField } from '../utils/multipart';
import { ownerOfLink } from '../services/resumable-uploads';

// The name the client gave the file (the spec's fileName) over the one its multipart part carries.
const namedAs = (upload: unknown, fileName: unknown) =>
  upload && typeof upload === 'object' && typeof fileName === 'string' && fileName.trim() !== ''
    ? { ...upload, originalFilename: fileName }
    : upload;

export default {
  // POST /api/submitresults (multipart: token, results as JSON, file; application_id if sent must be the
  // token's; fileName, the spec's name for the file, is the name it is kept under when sent). A
  // transcript sent through the link's resumable uploads (/api/linkuploads) comes as file_upload.
  async submitResults(ctx: any) {
    const links = getService('application.upload-links');
    const opened = await links.open(textField(ctx, 'token' satisfies keyof SubmitResultsFields), 'results_request');
    links.assertSameApplication(opened, textField(ctx, 'application_id' satisfies keyof SubmitResultsFields));
    const answer: SubmitResultsResponse = await getService('application.resumable-uploads').withHeldFiles(
      ownerOfLink(opened.link.jti),
      opened.applicationId,
      ctx.request.body,
      (held) =>
        getService('application.results').submit({
          opened,
          results: textField(ctx, 'results' satisfies keyof SubmitResultsFields),
          upload: namedAs(filesOf(ctx, held)['file' satisfies keyof SubmitResultsFields]?.[0], textField(ctx, 'fileName' satisfies keyof SubmitResultsFields)),
        }),
    );
    ctx.status = 201;
    ctx.body = answer;
  },
};
