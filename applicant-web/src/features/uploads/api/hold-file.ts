import { holdFileResumably } from '@bursary/web-ui/api/resumable-upload';
import { TransferError } from '@bursary/web-ui/transfer';
import type { FileTransferEvents, HoldFile } from '../types';

type Via = Parameters<typeof holdFileResumably>[0]['via'];

// A refusal on the way (by its content, or the line gone for good) names the document it concerns
// (`field`), as the cms's answers about a document do, so the form says it in that document's box.
const holdVia =
  (via: Via): HoldFile =>
  async (field: string, file: File, events: FileTransferEvents) => {
    try {
      return (await holdFileResumably({ via, field, file, ...events })).upload;
    } catch (error) {
      const refused = error as TransferError;
      throw new TransferError(refused.message, refused.status, { ...(refused.answer as object | null), error: refused.message, field });
    }
  };

/** A document or transcript an e-mailed link asks for, sent ahead through /api/linkuploads. */
export const holdLinkFile = (token: string): HoldFile => holdVia({ link: token });

/** A supporting document of the signed-in applicant's selected application, sent ahead through /api/resumableuploads. */
export const holdSupportingFile = (applicationId: number): HoldFile => holdVia({ applicationId });
