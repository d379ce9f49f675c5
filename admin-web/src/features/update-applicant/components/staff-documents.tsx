import type { StepNavigation } from '@bursary/application-form/step-props';
import { DocumentsStep, type UploadedFile } from '@bursary/application-form/steps/documents-step';
import { UPLOAD_MAX_BYTES } from '@bursary/domain/constants';
import { selectFileOnUpdateFormMessage } from '@bursary/domain/files';
import type { ApplicantDocumentField } from '@bursary/domain/options/document-kinds';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { useCallback } from 'react';
import { getApplicantFile } from '../api/get-applicant-file';
import { useApplicationDocuments } from '../api/get-application-documents';
import { uploadApplicationFile } from '@bursary/web-ui/api/upload-application-file';

type StaffDocumentsProps = {
  applicationId: number;
  navigation: StepNavigation;
  onContinue: () => void;
};

/** The four application documents uploaded on the applicant's behalf, at the update form's 2 MB. */
export function StaffDocuments({ applicationId, navigation, onContinue }: StaffDocumentsProps) {
  const documents = useApplicationDocuments(applicationId);
  const loadPreview = useCallback(
    (_field: ApplicantDocumentField, file: UploadedFile) => getApplicantFile(applicationId, file.id),
    [applicationId],
  );

  if (!documents.data) return <NotLoaded results={[documents]} errorTitle="We could not load the applicant's documents" />;

  const stored = Object.fromEntries(documents.data.documents.map(({ field, files }) => [field, files]));
  const upload = async (field: ApplicantDocumentField, file: File, onProgress: (percent: number) => void) => {
    const success = await uploadApplicationFile({ applicationId, field, file, onProgress });
    await documents.mutate();
    return success;
  };

  return (
    <DocumentsStep
      stored={stored}
      maxBytes={UPLOAD_MAX_BYTES}
      upload={upload}
      loadPreview={loadPreview}
      navigation={navigation}
      onContinue={onContinue}
      missingFileMessage={selectFileOnUpdateFormMessage}
      isContinueHiddenUntilComplete
    />
  );
}
