import { fileProblem, selectFileForMessage, uploadProgress } from '@bursary/domain/files';
import { OPTIONAL_UPLOAD_CODES } from '@bursary/domain/options/document-kinds';
import { UploadMessages, type UploadMessage } from '@bursary/web-ui/components/upload-messages';
import { TransferError, type TransferProgress } from '@bursary/web-ui/transfer';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { Button } from '@bursary/web-ui/components/ui/button';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { FileToSend, RequestedDocument, SendFiles } from '../types';
import { DocumentFileFields, fileLinesOf, focusField, toMessages, type Picked } from './document-file-fields';

// The acceptance letter (back-office spec §5) and the signed pledge letter may be left out.
const isOptional = (document: RequestedDocument) => (OPTIONAL_UPLOAD_CODES as readonly number[]).includes(document.code);

type DocumentsUploadFormProps = {
  documents: RequestedDocument[];
  maxBytes: number;
  send: SendFiles;
  /** Shown with the count line once every file is in, e.g. a link back to the dashboard. */
  afterUpload?: ReactNode;
};


// The files travel in one request, one after the other: each file's share of the bytes sent so far.
function percentsWhileSending(sent: FileToSend[], { loaded, total }: TransferProgress): Record<string, Partial<Picked>> {
  const fileBytes = sent.reduce((sum, { file }) => sum + file.size, 0);
  const loadedFileBytes = total > 0 ? (loaded / total) * fileBytes : 0;
  let offset = 0;
  return Object.fromEntries(
    sent.map(({ field, file }) => {
      const done = Math.min(Math.max(loadedFileBytes - offset, 0), file.size);
      offset += file.size;
      return [field, { percent: uploadProgress(done, file.size) }];
    }),
  );
}

/** One picker per requested document with its progress, sent together; a line per file and the count line. */
export function DocumentsUploadForm({ documents, maxBytes, send, afterUpload }: DocumentsUploadFormProps) {
  const empty = () => Object.fromEntries(documents.map(({ field }) => [field, { file: null, percent: 0, error: null }]));
  const [picked, setPicked] = useState<Record<string, Picked>>(empty);
  const [isSending, setIsSending] = useState(false);
  const [messages, setMessages] = useState<UploadMessage[]>([]);
  const [countLine, setCountLine] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const isDone = countLine !== null && messages.length > 0 && messages.every((message) => message.isUploaded);

  const update = (changes: Record<string, Partial<Picked>>) =>
    setPicked((current) =>
      Object.fromEntries(Object.entries(current).map(([field, entry]) => [field, { ...entry, ...changes[field] }])),
    );

  const onSelect = (field: string, file: File | null) => {
    update({ [field]: { file, percent: 0, error: file ? fileProblem(file, { maxBytes }) : null } });
  };


  // Every requested document needs a file, except the optional ones (unless nothing at all was chosen).
  const missingErrors = () => {
    const isMissing = ({ field }: RequestedDocument) => !picked[field].file;
    const missing = documents.filter((document) => !isOptional(document) && isMissing(document));
    const required = missing.length > 0 || !documents.every(isMissing) ? missing : documents.slice(0, 1);
    return Object.fromEntries(required.map(({ field, name }) => [field, { error: selectFileForMessage(name) }]));
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
    const problem = documents.find(({ field }) => picked[field].error);
    if (problem) {
      focusField(problem.field);
      return;
    }

    const files = documents.flatMap(({ field }) => {
      const file = picked[field].file;
      return file ? [{ field, file }] : [];
    });
    setIsSending(true);
    setMessages([]);
    setCountLine(null);
    try {
      const answer = await send(files, (progress) => update(percentsWhileSending(files, progress)));
      update(Object.fromEntries(answer.files.map((line) => [line.field, { percent: line.uploaded ? 100 : 0 }])));
      setMessages(toMessages(answer.files));
      setCountLine(answer.success);
    } catch (error) {
      const lines = error instanceof TransferError ? fileLinesOf(error.answer) : null;
      update(Object.fromEntries(files.map(({ field }) => [field, { percent: 0 }])));
      setMessages(lines ? toMessages(lines) : []);
      setFormError((error as Error).message);
    } finally {
      setIsSending(false);
    }
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
