import { fileProblem, selectFileForMessage } from '@bursary/domain/files';
import { OPTIONAL_UPLOAD_CODES } from '@bursary/domain/options/document-kinds';
import { UploadMessages, type UploadMessage } from '@bursary/web-ui/components/upload-messages';
import { TransferError } from '@bursary/web-ui/transfer';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { Button } from '@bursary/web-ui/components/ui/button';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { HoldFile, RequestedDocument, StoreHeldFiles } from '../types';
import { DocumentFileFields, fileLinesOf, focusField, refusedField, toMessages, useFocusAfterSending, type Picked } from './document-file-fields';
import { sendAhead } from './send-ahead';

// The acceptance letter (back-office spec §5) and the signed pledge letter may be left out.
const isOptional = (document: RequestedDocument) => (OPTIONAL_UPLOAD_CODES as readonly number[]).includes(document.code);

type DocumentsUploadFormProps = {
  documents: RequestedDocument[];
  maxBytes: number;
  /** Sends a file ahead, resumably, to be held for `store`. */
  hold: HoldFile;
  /** The call that stores the held files together. */
  store: StoreHeldFiles;
  /** Shown with the count line once every file is in, e.g. a link back to the dashboard. */
  afterUpload?: ReactNode;
};

const NOT_EVERY_FILE =
  'Not every file arrived. Choose another file where it says what went wrong, then press Submit documents again; the files that arrived are kept.';

/**
 * One picker per requested document with its progress. On Submit each file travels on its own and
 * resumably (a dropped connection goes on where it stopped); once every file is in, one call
 * stores them together: a line per file and the count line. A file that arrived is not sent again.
 */
export function DocumentsUploadForm({ documents, maxBytes, hold, store, afterUpload }: DocumentsUploadFormProps) {
  const empty = () => Object.fromEntries(documents.map(({ field }) => [field, { file: null, percent: 0, error: null }]));
  const [picked, setPicked] = useState<Record<string, Picked>>(empty);
  const [isSending, setIsSending] = useState(false);
  const [messages, setMessages] = useState<UploadMessage[]>([]);
  const [countLine, setCountLine] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const focusAfterSending = useFocusAfterSending(isSending);
  const isDone = countLine !== null && messages.length > 0 && messages.every((message) => message.isUploaded);

  const update = (changes: Record<string, Partial<Picked>>) =>
    setPicked((current) =>
      Object.fromEntries(Object.entries(current).map(([field, entry]) => [field, { ...entry, ...changes[field] }])),
    );

  const onSelect = (field: string, file: File | null) => {
    update({ [field]: { file, percent: 0, error: file ? fileProblem(file, { maxBytes }) : null, heldId: undefined } });
  };

  // Every requested document needs a file, except the optional ones (unless nothing at all was chosen).
  const missingErrors = () => {
    const isMissing = ({ field }: RequestedDocument) => !picked[field].file;
    const missing = documents.filter((document) => !isOptional(document) && isMissing(document));
    const required = missing.length > 0 || !documents.every(isMissing) ? missing : documents.slice(0, 1);
    return Object.fromEntries(required.map(({ field, name }) => [field, { error: selectFileForMessage(name) }]));
  };

  // The held files stored by one call; a file the cms no longer holds is chosen again in its box.
  const storeHeld = async (heldIds: Record<string, string>) => {
    try {
      const answer = await store(heldIds);
      update(Object.fromEntries(answer.files.map((line) => [line.field, { percent: line.uploaded ? 100 : 0, heldId: undefined }])));
      setMessages(toMessages(answer.files));
      setCountLine(answer.success);
    } catch (error) {
      const lines = error instanceof TransferError ? fileLinesOf(error.answer) : null;
      setMessages(lines ? toMessages(lines) : []);
      const field = refusedField(error);
      if (field && picked[field]) {
        update({ [field]: { error: (error as Error).message, percent: 0, heldId: undefined } });
        focusAfterSending(field);
      } else {
        setFormError((error as Error).message);
      }
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const missing = missingErrors();
    if (Object.keys(missing).length > 0) {
      update(missing);
      focusField(Object.keys(missing)[0]);
      return;
    }
    // Only the browser's own checks hold a file back: one refused or cut off may be sent again.
    const problem = documents.find(({ field }) => picked[field].file && fileProblem(picked[field].file as File, { maxBytes }));
    if (problem) {
      focusField(problem.field);
      return;
    }

    const chosen = documents.filter(({ field }) => picked[field].file);
    setIsSending(true);
    setMessages([]);
    setCountLine(null);
    // One after the other: on a slow connection each file gets the whole line.
    const heldIds: Record<string, string> = {};
    const failures: UploadMessage[] = [];
    for (const { field } of chosen) {
      const sent = await sendAhead(field, picked[field], hold, (changes) => update({ [field]: changes }));
      if ('heldId' in sent) heldIds[field] = sent.heldId;
      else failures.push(sent.failure);
    }
    if (failures.length > 0) {
      setMessages(failures);
      setFormError(NOT_EVERY_FILE);
      focusAfterSending(chosen.find(({ field }) => !heldIds[field])!.field);
    } else {
      await storeHeld(heldIds);
    }
    setIsSending(false);
  };

  const startAgain = () => {
    setPicked(empty());
    setMessages([]);
    setCountLine(null);
  };

  if (isDone) {
    return (
      <div className="panel">
        <Alert type="success" showIcon role="status" title={countLine} />
        <UploadMessages messages={messages} />
        <div className="actions">
          {afterUpload}
          <Button onClick={startAgain}>Upload other files</Button>
        </div>
      </div>
    );
  }

  return (
    <form className="panel" aria-label="Upload documents" noValidate onSubmit={onSubmit}>
      {formError && <Alert className="form-alert" type="error" showIcon role="alert" title={formError} />}
      {countLine && <Alert className="form-alert" type="warning" showIcon role="status" title={countLine} />}
      <DocumentFileFields
        documents={documents.map((document) => ({ ...document, isRequired: !isOptional(document) }))}
        picked={picked}
        isSending={isSending}
        messages={messages}
        onSelect={onSelect}
      />
    </form>
  );
}
