import { filesSubmittedMessage, selectFileForMessage } from '@bursary/domain/files';
import type { DocumentCode } from '@bursary/domain/options/document-kinds';
import { badRequest } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import type { OpenedLink } from '../services/upload-links';
import { checkEachUpload } from './check-each-upload';
import { requestedKinds } from './document-kinds';
import { summaryOf } from './document-summary';
import { createDocumentRow, withStoredFiles } from './store-documents';

// The e-mailed documents request (/docsupload/{token}): any of the requested documents, one or
// several at a time. The files that pass are stored together in one transaction holding the
// link, which records what it received and is used up once every requested document is in.
// A refused or interrupted upload changes nothing, so the applicant can send it again.
export const uploadThroughLink = async (input: { opened: OpenedLink; codes: readonly DocumentCode[]; files: Record<string, unknown[]> }) => {
  const { link, applicationId } = input.opened;
  const kinds = requestedKinds(input.codes, input.files);
  if (kinds.every((kind) => (input.files[kind.field] ?? []).length === 0)) {
    const next = kinds.find((kind) => !link.received.includes(kind.code)) ?? kinds[0];
    throw badRequest(selectFileForMessage(next.name));
  }

  const { files, accepted } = await checkEachUpload(kinds, input.files);
  const tokens = getService('messaging.link-tokens');
  const received = await withStoredFiles(
    accepted.map(({ checked }) => checked),
    async (stored, trx) => {
      const held = await tokens.hold(link, trx);
      if (!held) throw getService('application.upload-links').usedError(link, await tokens.state(link, trx));
      for (const [position, { index, kind }] of accepted.entries()) {
        const row = await createDocumentRow(applicationId, kind, stored[position], { source: 'token_link' });
        files[index] = { ...files[index], document: summaryOf(row) };
      }
      const codes = [...new Set([...held.received, ...accepted.map(({ kind }) => kind.code)])].sort((a, b) => a - b);
      await tokens.record(link, trx, codes, kinds.every((kind) => codes.includes(kind.code)));
      return codes;
    },
  );
  return {
    success: filesSubmittedMessage(accepted.length),
    files,
    documents: kinds.map(({ code, name, field }) => ({ code, name, field, received: received.includes(code) })),
  };
};
