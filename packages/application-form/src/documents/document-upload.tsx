import { ACCEPTED_EXTENSIONS } from '@bursary/domain/constants';
import { fileProblem, fileTooLargeMessage, SELECT_FILE_MESSAGE, uploadFailedMessage } from '@bursary/domain/files';
import type { ConnectionState } from '@bursary/web-ui/api/resumable-upload';
import { FileUploadField } from '@bursary/web-ui/components/file-upload-field';
import { Button } from '@bursary/web-ui/components/ui/button';
import { useState } from 'react';
import type { UploadedFile } from './document-preview';
import { isShrinkable, shrinkImage } from './shrink-image';

type DocumentUploadProps = {
  field: string;
  label: string;
  maxBytes: number;
  /** Said when Upload is pressed with no file chosen. */
  missingFileMessage?: string;
  /** The stored file, unless the person chose to change it. */
  stored: UploadedFile | null;
  onChangeDocument: () => void;
  /**
   * Sends the file, reporting percent progress and, for a resumable upload, whether it is waiting
   * for the connection to come back; resolves with the success line, rejects with the reason.
   */
  upload: (file: File, onProgress: (percent: number) => void, onConnection: (state: ConnectionState) => void) => Promise<string>;
  onResult: (line: { text: string; isUploaded: boolean; reason?: string }) => void;
};

const MEGABYTE = 1024 * 1024;
const formatSize = (bytes: number) =>
  bytes >= MEGABYTE ? `${(bytes / MEGABYTE).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One document: picker, its own Upload button and progress, the browser-side checks, and a shrink for big photos. */
export function DocumentUpload({
  field,
  label,
  maxBytes,
  missingFileMessage = SELECT_FILE_MESSAGE,
  stored,
  onChangeDocument,
  upload,
  onResult,
}: DocumentUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [connection, setConnection] = useState<ConnectionState>('sending');
  // The last failed upload of this document, shown in its own box (and listed under the step).
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = `document-${field}-heading`;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPercent(0);
    setFailure(null);
    setProblem(chosen ? fileProblem(chosen, { maxBytes }) : null);
  };

  const isTooBigPhoto = file !== null && isShrinkable(file) && problem === fileTooLargeMessage(file.name);

  const shrink = async () => {
    if (!file) return;
    setIsBusy(true);
    try {
      choose(await shrinkImage(file, maxBytes));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setIsBusy(false);
    }
  };

  const send = async () => {
    if (!file) {
      setProblem(missingFileMessage);
      return;
    }
    if (problem) return;
    setIsBusy(true);
    setFailure(null);
    setConnection('sending');
    try {
      const success = await upload(file, setPercent, setConnection);
      onResult({ text: success, isUploaded: true });
      setFile(null);
    } catch (error) {
      setPercent(0);
      const line = { text: uploadFailedMessage(file.name), isUploaded: false, reason: (error as Error).message };
      setFailure(`${line.text}: ${line.reason}`);
      onResult(line);
    } finally {
      setIsBusy(false);
      setConnection('sending');
    }
  };

  return (
    <section className="document-upload" aria-labelledby={headingId}>
      <h3 id={headingId}>{label}</h3>
      {stored ? (
        <div className="document-stored">
          <p>
            <span aria-hidden="true">✓ </span>Uploaded: {stored.original_name} ({formatSize(stored.size)})
          </p>
          <Button onClick={onChangeDocument} aria-label={`Change Document: ${label}`}>
            Change Document
          </Button>
        </div>
      ) : (
        <>
          <FileUploadField
            id={`document-${field}`}
            label={`Choose file for ${label}`}
            accept={ACCEPTED_EXTENSIONS.join(',')}
            hint={`PDF, JPG or PNG, at most ${formatSize(maxBytes)}`}
            file={file}
            percent={percent}
            error={problem ?? failure}
            isRequired
            isDisabled={isBusy}
            isResuming={isBusy && connection === 'resuming'}
            onSelect={choose}
          />
          {isTooBigPhoto && (
            <p className="shrink-offer">
              This photo is too big to send. We can make it smaller on your device; it stays readable.{' '}
              <Button onClick={shrink} loading={isBusy} aria-label={`Shrink to fit: ${label}`}>
                Shrink to fit
              </Button>
            </p>
          )}
          <Button type="primary" onClick={send} loading={isBusy} aria-label={`Upload ${label}`}>
            Upload
          </Button>
        </>
      )}
    </section>
  );
}
