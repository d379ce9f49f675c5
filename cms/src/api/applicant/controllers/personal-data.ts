import { getService } from '../../../utils/get-service';
import { requireApplicant } from '../../../utils/require-applicant';
import { sendZip } from '../../exports/utils/zip-download';

export default {
  // GET /api/mydata (ours): everything the portal holds about the signed-in applicant, as a zip.
  async download(ctx: any) {
    const { applicantId } = await requireApplicant(ctx);
    await sendZip(ctx, await getService('applicant.personal-data').archive(applicantId));
  },
};
