import { UPLOAD_MAX_BYTES } from '@bursary/domain/constants';
import { missingUploadMessage } from '@bursary/domain/files';
import type { ConnectionState } from '@bursary/web-ui/api/resumable-upload';
import { APPLICANT_DOCUMENTS, type ApplicantDocumentField } from '@bursary/domain/options/document-kinds';
import { UploadMessages, type UploadMessage } from '@bursary/web-ui/components/upload-messages';
import { Disclosures } from '@bursary/web-ui/components/ui/disclosures';
import { useEffect, useState, type ReactNode } from 'react';
import { useFormWords } from '../audience';
import { DocumentPreview, type UploadedFile } from '../documents/document-preview';
import { DocumentUpload } from '../documents/document-upload';
import { StepForm, type StepNavigation } from '../step-form';
import { useStepProblem } from '../use-step';

export type { UploadedFile };

type DocumentsStepProps = {
  /** The files stored for each document, oldest first. */
  stored: Partial<Record<ApplicantDocumentField, readonly UploadedFile[]>>;
  /** The portal's per-file limit (2 MB). */
  maxBytes?: number;
  /**
   * Sends one file, reporting percent progress (and, when it can resume, a dropped connection);
   * resolves with the server's success line, rejects with its reason.
   */
  upload: (
    field: ApplicantDocumentField,
    file: File,
    onProgress: (percent: number) => void,
    onConnection: (state: ConnectionState) => void,
  ) => Promise<string>;
  /** Fetches a stored file for its preview; keep it stable (useCallback). */
  loadPreview: (field: ApplicantDocumentField, file: UploadedFile) => Promise<Blob>;
  navigation: StepNavigation;
  /** Called when all four documents are uploaded and the person continues. */
  onContinue: () => void;
  /** Said when Upload is pressed with no file chosen, for a document's label ("Select file" when absent). */
  missingFileMessage?: (label: string) => string;
  /** Shows the continue button only once all four documents are stored (the staff update form). */
  isContinueHiddenUntilComplete?: boolean;
  /** Shown under the step's note, e.g. a returning applicant's documents from last year to preview. */
  earlier?: ReactNode;
};

export function DocumentsStep({
  stored,
  maxBytes = UPLOAD_MAX_BYTES,
  upload,
  loadPreview,
  navigation,
  onContinue,
  missingFileMessage,
  isContinueHiddenUntilComplete = false,
  earlier,
}: DocumentsStepProps) {
  const [changing, setChanging] = useState<ReadonlySet<ApplicantDocumentField>>(new Set());
  const [messages, setMessages] = useState<UploadMessage[]>([]);
  const { problem, tell, clear } = useStepProblem();
  const words = useFormWords();

  const latest = (field: ApplicantDocumentField) => (changing.has(field) ? null : (stored[field]?.at(-1) ?? null));
  const setChangingOf = (field: ApplicantDocumentField, isChanging: boolean) =>
    setChanging((previous) => {
      const next = new Set(previous);
      if (isChanging) next.add(field);
      else next.delete(field);
      return next;
    });

  const missing = missingUploadMessage(
    Object.fromEntries(APPLICANT_DOCUMENTS.map(({ field }) => [field, latest(field) !== null])),
  );
  const isSaveShown = !isContinueHiddenUntilComplete || missing === null;

  // "Upload file for ID Document" goes as soon as it is no longer true (that document is in).
  const toldMissing = problem?.message ?? null;
  useEffect(() => {
    if (toldMissing !== null && toldMissing !== missing) clear();
  }, [toldMissing, missing, clear]);

  const proceed = () => {
    if (missing) {
      tell(missing);
      return;
    }
    clear();
    onContinue();
  };

  const previews = APPLICANT_DOCUMENTS.flatMap(({ field, label }) => {
    const file = latest(field);
    if (!file) return [];
    return [
      {
        key: `${field}-${file.id}`,
        label: `${label}: ${file.original_name}`,
        children: <DocumentPreview field={field} file={file} loadPreview={loadPreview} />,
      },
    ];
  });

  return (
    <StepForm
      title="Upload Documents"
      description={
        <>
          <p className="step-note">
            Upload each document as a PDF or an image (JPG or PNG) of at most 2 MB. Choose the file, then press its
            Upload button.{!isSaveShown && ` ${navigation.saveLabel} appears once all four documents are uploaded.`}
          </p>
          {earlier}
        </>
      }
      navigation={navigation}
      problem={problem}
      isSaving={false}
      onSave={proceed}
      isSaveShown={isSaveShown}
    >
      <div className="document-uploads">
        {APPLICANT_DOCUMENTS.map(({ field, label }) => (
          <DocumentUpload
            key={field}
            field={field}
            label={label}
            maxBytes={maxBytes}
            missingFileMessage={missingFileMessage?.(label)}
            stored={latest(field)}
            onChangeDocument={() => setChangingOf(field, true)}
            upload={async (file, onProgress, onConnection) => {
              const success = await upload(field, file, onProgress, onConnection);
              setChangingOf(field, false);
              return success;
            }}
            onResult={(line) => setMessages((previous) => [...previous, line])}
          />
        ))}
      </div>
      {messages.length > 0 && <UploadMessages messages={messages} label="Upload messages" />}
      {previews.length > 0 && (
        <section className="document-previews" aria-labelledby="document-previews-heading">
          <h3 id="document-previews-heading">{words('documentPreviews')}</h3>
          <Disclosures items={previews} />
        </section>
      )}
    </StepForm>
  );
}
