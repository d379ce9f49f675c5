import { ACCEPTED_EXTENSIONS, ACCEPTED_MIME_TYPES } from '@bursary/domain/constants';
import type { DocumentField } from '@bursary/domain/options/document-kinds';
import { FileUploadField } from '@bursary/web-ui/components/file-upload-field';
import { UploadMessages, type UploadMessage } from '@bursary/web-ui/components/upload-messages';
import { Button } from '@bursary/web-ui/components/ui/button';
import { TransferError } from '@bursary/web-ui/transfer';
import { useEffect, useRef } from 'react';
import { DOCUMENT_DESCRIPTIONS } from '../document-descriptions';
import type { FileLine, FilesAnswer } from '../types';

const ACCEPT = [...ACCEPTED_EXTENSIONS, ...ACCEPTED_MIME_TYPES].join(',');
const HINT = 'PDF or image (JPG or PNG), at most 2 MB.';

// What the document is, where to get it, then what file may be chosen.
const hintOf = (field: string) => {
  const description = DOCUMENT_DESCRIPTIONS[field as DocumentField] as string | undefined;
  return description ? `${description} ${HINT}` : HINT;
};

/**
 * One document's chosen file, its progress and its problem; whether its upload waits for the
 * connection; and, once its bytes are in, the id the cms holds them under (so a later try sends only the call).
 */
export type Picked = { file: File | null; percent: number; error: string | null; isResuming?: boolean; heldId?: string };

export const fieldId = (field: string) => `upload-${field}`;

export const focusField = (field: string) => document.getElementById(fieldId(field))?.focus();

/**
 * Focuses a document's picker once sending is over: while files travel the pickers are disabled,
 * and a disabled input takes no focus. Returns the function that asks for it (while sending).
 */
export function useFocusAfterSending(isSending: boolean) {
  const target = useRef<string | null>(null);
  useEffect(() => {
    if (isSending || !target.current) return;
    focusField(target.current);
    target.current = null;
  }, [isSending]);
  return (field: string) => {
    target.current = field;
  };
}

export const toMessages = (lines: FileLine[]): UploadMessage[] =>
  lines.map((line) => ({ text: line.message, isUploaded: line.uploaded, reason: line.reason }));

/** The per-file lines of an upload's answer, a refusal's included. */
export const fileLinesOf = (answer: unknown): FileLine[] | null => {
  const files = (answer as Partial<FilesAnswer> | null)?.files;
  return Array.isArray(files) ? files : null;
};

/** The document a refusal concerns, when its answer names one (`field`). */
export const refusedField = (error: unknown): string | null => {
  const field = error instanceof TransferError ? (error.answer as { field?: unknown } | null)?.field : null;
  return typeof field === 'string' ? field : null;
};

type DocumentFileFieldsProps = {
  documents: { field: string; name: string; isRequired?: boolean }[];
  picked: Record<string, Picked>;
  isSending: boolean;
  messages: UploadMessage[];
  onSelect: (field: string, file: File | null) => void;
};

/** A picker per document, saying what it is and where to get it, with its percent bar; the line per file, and Submit documents. */
export function DocumentFileFields({ documents, picked, isSending, messages, onSelect }: DocumentFileFieldsProps) {
  return (
    <>
      {documents.map(({ field, name, isRequired }) => (
        <FileUploadField
          key={field}
          id={fieldId(field)}
          label={name}
          accept={ACCEPT}
          hint={hintOf(field)}
          isRequired={isRequired}
          isDisabled={isSending}
          file={picked[field].file}
          percent={picked[field].percent}
          error={picked[field].error}
          isResuming={picked[field].isResuming}
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
