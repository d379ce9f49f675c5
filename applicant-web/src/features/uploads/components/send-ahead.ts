import { uploadFailedMessage } from '@bursary/domain/files';
import type { UploadMessage } from '@bursary/web-ui/components/upload-messages';
import { TransferError } from '@bursary/web-ui/transfer';
import type { HoldFile } from '../types';
import type { Picked } from './document-file-fields';
import { LINK_USED_STATUS } from './link-problem';

export type SentAhead = { heldId: string } | { failure: UploadMessage };

/**
 * Sends a document's chosen file ahead, resumably, unless it already arrived on an earlier try: its
 * percent and its connection's state show in its box. A refusal (its content, or the line gone for
 * good) is said in its box and returned as the spec's line; a used-up link is thrown for the page.
 */
export async function sendAhead(
  field: string,
  { file, heldId }: Picked,
  hold: HoldFile,
  update: (changes: Partial<Picked>) => void,
): Promise<SentAhead> {
  if (heldId) return { heldId };
  const chosen = file as File;
  update({ percent: 0, error: null, isResuming: false });
  try {
    const id = await hold(field, chosen, {
      onProgress: (percent) => update({ percent }),
      onConnection: (state) => update({ isResuming: state === 'resuming' }),
    });
    update({ heldId: id, percent: 100, isResuming: false });
    return { heldId: id };
  } catch (error) {
    if (error instanceof TransferError && error.status === LINK_USED_STATUS) throw error;
    const reason = (error as Error).message;
    update({ percent: 0, isResuming: false, error: reason });
    return { failure: { text: uploadFailedMessage(chosen.name), isUploaded: false, reason } };
  }
}
