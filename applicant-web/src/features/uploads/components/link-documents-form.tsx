import { fileProblem, filesSubmittedMessage, selectFileForMessage, uploadFailedMessage } from '@bursary/domain/files';
import { UploadMessages, type UploadMessage } from '@bursary/web-ui/components/upload-messages';
import { TransferError } from '@bursary/web-ui/transfer';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { useState, type FormEvent } from 'react';
import { holdLinkFile } from '../api/hold-file';
import { uploadRequestedDoc } from '../api/upload-requested-doc';
import type { LinkDocument } from '../types';
import { DocumentFileFields, fileLinesOf, focusField, refusedField, toMessages, type Picked } from './document-file-fields';
import { sendAhead } from './send-ahead';
import { LINK_USED_STATUS } from './link-problem';
import { UsedLinkNotice } from './used-link-notice';
import './link-documents-form.css';

type LinkDocumentsFormProps = {
  token: string;
  documents: LinkDocument[];
  maxBytes: number;
};

/**
 * The documents an e-mailed link asks for. Each chosen file travels on its own and resumably (a dropped connection
 * goes on where it stopped), so what arrived stays arrived, and what did not can be sent again from the same page. Documents
 * that already arrived through the link (also on an earlier visit) show as received.
 */
export function LinkDocumentsForm({ token, documents, maxBytes }: LinkDocumentsFormProps) {
  const [received, setReceived] = useState(() => new Set(documents.filter((document) => document.received).map(({ field }) => field)));
  const [picked, setPicked] = useState<Record<string, Picked>>(() =>
    Object.fromEntries(documents.map(({ field }) => [field, { file: null, percent: 0, error: null }])),
  );
  const [isSending, setIsSending] = useState(false);
  const [messages, setMessages] = useState<UploadMessage[]>([]);
  const [sentCount, setSentCount] = useState(0);
  const [usedMessage, setUsedMessage] = useState<string | null>(null);

  const outstanding = documents.filter(({ field }) => !received.has(field));
  const update = (field: string, changes: Partial<Picked>) =>
    setPicked((current) => ({ ...current, [field]: { ...current[field], ...changes } }));

  const onSelect = (field: string, file: File | null) => {
    update(field, { file, percent: 0, error: file ? fileProblem(file, { maxBytes }) : null, heldId: undefined });
  };

  // One document: its bytes go ahead through the link's resumable uploads (unless they arrived on
  // an earlier try), then one small call stores it. Returns false when the link turned out used up.
  const send = async (field: string) => {
    const file = picked[field].file as File;
    try {
      const sent = await sendAhead(field, picked[field], holdLinkFile(token), (changes) => update(field, changes));
      if ('failure' in sent) {
        setMessages((current) => [...current, sent.failure]);
        return true;
      }
      const answer = await uploadRequestedDoc(token, field, sent.heldId);
      setMessages((current) => [...current, ...toMessages(answer.files)]);
      setSentCount((count) => count + answer.files.filter((line) => line.uploaded).length);
      setReceived(new Set(answer.documents.filter((document) => document.received).map((document) => document.field)));
      update(field, { file: null, percent: 100, isResuming: false, heldId: undefined });
      return true;
    } catch (error) {
      if (error instanceof TransferError && error.status === LINK_USED_STATUS) {
        setUsedMessage(error.message);
        return false;
      }
      const reason = (error as Error).message;
      const lines = error instanceof TransferError ? fileLinesOf(error.answer) : null;
      setMessages((current) => [...current, ...(lines ? toMessages(lines) : [{ text: uploadFailedMessage(file.name), isUploaded: false, reason }])]);
      // Said in the document's own box too. A file the cms no longer holds is sent again on the next try.
      update(field, { percent: 0, error: reason, ...(refusedField(error) === field ? { heldId: undefined } : {}) });
      return true;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = outstanding.filter(({ field }) => picked[field].file);
    if (chosen.length === 0) {
      update(outstanding[0].field, { error: selectFileForMessage(outstanding[0].name) });
      focusField(outstanding[0].field);
      return;
    }
    // Only the browser's own checks hold a file back: one the server refused or that was cut off may be sent again.
    const problem = chosen.find(({ field }) => fileProblem(picked[field].file as File, { maxBytes }));
    if (problem) {
      focusField(problem.field);
      return;
    }

    setIsSending(true);
    setMessages([]);
    // One after the other: on a slow connection each file gets the whole line.
    for (const { field } of chosen) {
      if (!(await send(field))) break;
    }
    setIsSending(false);
  };

  if (usedMessage) return <UsedLinkNotice message={usedMessage} />;

  if (outstanding.length === 0) {
    return (
      <div className="panel">
        <Alert
          type="success"
          showIcon
          role="status"
          title={filesSubmittedMessage(sentCount)}
          description="We now have every document this link asked for, so the link closes. If the bursary office needs anything else, they will e-mail you a new link."
        />
        <UploadMessages messages={messages} />
      </div>
    );
  }

  const stillNeeded = outstanding.map(({ name }) => name).join(', ');
  const hasFinishedRound = messages.length > 0 && !isSending;
  return (
    <form className="panel" aria-label="Upload documents" noValidate onSubmit={onSubmit}>
      {hasFinishedRound && (
        <Alert
          className="form-alert"
          type="warning"
          showIcon
          role="status"
          title={sentCount > 0 ? filesSubmittedMessage(sentCount) : 'Not everything arrived'}
          description={`Still needed: ${stillNeeded}. Choose the file (or keep the one chosen) and press Submit documents again; this link works until every document is in.`}
        />
      )}
      {received.size > 0 && (
        <div className="link-received">
          <p id="link-received-label" className="link-received-label">
            Already received
          </p>
          <ul className="upload-messages" aria-labelledby="link-received-label">
            {documents
              .filter(({ field }) => received.has(field))
              .map(({ field, name }) => (
                <li key={field} className="is-uploaded">
                  <span aria-hidden="true">✓ </span>
                  {name}: received
                </li>
              ))}
          </ul>
        </div>
      )}
      <DocumentFileFields documents={outstanding} picked={picked} isSending={isSending} messages={messages} onSelect={onSelect} />
    </form>
  );
}
