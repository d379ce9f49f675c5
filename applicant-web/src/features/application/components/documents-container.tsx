import { DocumentsStep, type UploadedFile } from '@bursary/application-form/steps/documents-step';
import type { StepNavigation } from '@bursary/application-form/step-props';
import type { ApplicantDocumentField } from '@bursary/domain/options/document-kinds';
import { useCallback } from 'react';
import { refreshApplicationDocuments } from '../api/get-application-documents';
import { getDocumentFile } from '../api/get-document-file';
import { uploadApplicationFileResumably, type ConnectionState } from '@bursary/web-ui/api/resumable-upload';
import type { ApplicationData } from '../hooks/use-application-data';
import { EarlierDocuments } from './earlier-documents';

type DocumentsContainerProps = {
  data: ApplicationData;
  navigation: StepNavigation;
  onContinue: () => void;
};

export function DocumentsContainer({ data, navigation, onContinue }: DocumentsContainerProps) {
  // The step is reached only once the University step has created the application.
  const applicationId = data.mine.application_id as number;
  const stored = Object.fromEntries((data.documents?.documents ?? []).map(({ field, files }) => [field, files]));

  const loadPreview = useCallback(
    (field: ApplicantDocumentField, file: UploadedFile) => getDocumentFile(applicationId, field, file.id),
    [applicationId],
  );

  // Resumable: on a phone whose connection drops, the upload goes on from what already arrived.
  const upload = async (
    field: ApplicantDocumentField,
    file: File,
    onProgress: (percent: number) => void,
    onConnection: (state: ConnectionState) => void,
  ) => {
    const success = await uploadApplicationFileResumably({ applicationId, field, file, onProgress, onConnection });
    await refreshApplicationDocuments(applicationId);
    return success;
  };

  const { previous } = data;
  const earlier = (previous?.documents ?? []).filter(({ field }) => (stored[field]?.length ?? 0) === 0);

  return (
    <DocumentsStep
      earlier={
        previous && earlier.length > 0 ? (
          <EarlierDocuments applicationId={applicationId} year={previous.previous_year} documents={earlier} />
        ) : undefined
      }
      stored={stored}
      maxBytes={data.content.settings.upload_max_bytes}
      upload={upload}
      loadPreview={loadPreview}
      navigation={navigation}
      onContinue={onContinue}
    />
  );
}
