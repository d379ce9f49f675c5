import { fileSizeLabel } from '@bursary/domain/files';
import type { ChangeEvent } from 'react';
import { Progress } from './ui/progress';

/** Said under a file's progress while its upload waits for the connection to come back. */
export const CONNECTION_LOST_MESSAGE = 'Connection lost — resuming where it stopped…';

type FileUploadFieldProps = {
  /** Unique on the page; the input's id. */
  id: string;
  label: string;
  /** The input's accept attribute, e.g. ".pdf,.jpg,.jpeg,.png". */
  accept: string;
  /** What may be chosen, e.g. "PDF or image, at most 2 MB". */
  hint?: string;
  file: File | null;
  /** 0 to 100 */
  percent: number;
  error?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** True while a resumable upload of the file waits for a dropped connection to come back. */
  isResuming?: boolean;
  onSelect: (file: File | null) => void;
};

/** A labelled native file picker (keyboard and screen-reader friendly) with the file's upload progress and its message. */
export function FileUploadField({
  id,
  label,
  accept,
  hint,
  file,
  percent,
  error,
  isRequired = false,
  isDisabled = false,
  isResuming = false,
  onSelect,
}: FileUploadFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => onSelect(event.target.files?.[0] ?? null);

  return (
    <div className={`file-upload-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id} className={`file-upload-label${isRequired ? ' is-required' : ''}`}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="file-upload-hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={isDisabled}
        required={isRequired}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      {file && (
        <p className="file-upload-chosen">
          {file.name} ({fileSizeLabel(file.size)})
        </p>
      )}
      <Progress percent={percent} size="small" aria-label={`${label} upload progress`} />
      <p className="file-upload-state" role="status">
        {isResuming ? CONNECTION_LOST_MESSAGE : ''}
      </p>
      {error && (
        <p id={errorId} className="file-upload-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
