import { ACCEPTED_EXTENSIONS, ACCEPTED_MIME_TYPES } from '@bursary/domain/constants';
import { FileUploadField } from '@bursary/web-ui/components/file-upload-field';
import { UploadMessages, type UploadMessage } from '@bursary/web-ui/components/upload-messages';
import Button from 'antd/es/button';
import type { FileLine, FilesAnswer } from '../types';

const ACCEPT = [...ACCEPTED_EXTENSIONS, ...ACCEPTED_MIME_TYPES].join(',');
const HINT = 'PDF or image (JPG or PNG), at most 2 MB.';

/** One document's chosen file, its progress and its problem. */
export type Picked = { file: File | null; percent: number; error: string | null };

export const fieldId = (field: string) => `upload-${field}`;

export const focusField = (field: string) => document.getElementById(fieldId(field))?.focus();

export const toMessages = (lines: FileLine[]): UploadMessage[] =>
  lines.map((line) => ({ text: line.message, isUploaded: line.uploaded, reason: line.reason }));

/** The per-file lines of an upload's answer, a refusal's included. */
export const fileLinesOf = (answer: unknown): FileLine[] | null => {
  const files = (answer as Partial<FilesAnswer> | null)?.files;
  return Array.isArray(files) ? files : null;
};

type DocumentFileFieldsProps = {
  documents: { field: string; name: string; isRequired?: boolean }[];
  picked: Record<string, Picked>;
  isSending: boolean;
  messages: UploadMessage[];
  onSelect: (field: string, file: File | null) => void;
};

/** A picker with its percent bar per document, the line per file, and Submit documents. */
export function DocumentFileFields({ documents, picked, isSending, messages, onSelect }: DocumentFileFieldsProps) {
  return (
    <>
      {documents.map(({ field, name, isRequired }) => (
        <FileUploadField
          key={field}
          id={fieldId(field)}
          label={name}
          accept={ACCEPT}
          hint={HINT}
          isRequired={isRequired}
          isDisabled={isSending}
          {...picked[field]}
          onSelect={(file) => onSelect(field, file)}
        />
      ))}
      {messages.length > 0 && <UploadMessages messages={messages} />}
      <div className="actions">
        <Button type="primary" htmlType="submit" loading={isSending}>
          {isSending ? 'Uploading...' : 'Submit documents'}
        </Button>
      </div>
    </>
  );
}
