import type { UpdateApplicationFilesFields, UpdateApplicationFilesResponse } from '@bursary/domain/api-types';
import type { ApplicantDocumentField } from '@bursary/domain/options/document-kinds';
import { multipartOf, uploadWithProgress } from '../transfer';

type UploadArgs = {
  applicationId: number;
  field: ApplicantDocumentField;
  file: File;
  onProgress: (percent: number) => void;
};

/** POST /api/updateapplicationfiles (multipart): one of the four documents, with percent progress; the applicant's own, or staff on their behalf. */
export async function uploadApplicationFile({ applicationId, field, file, onProgress }: UploadArgs): Promise<string> {
  const body = multipartOf<UpdateApplicationFilesFields>({ application_id: String(applicationId), filename: field, file });
  const { success } = await uploadWithProgress<UpdateApplicationFilesResponse>('/api/updateapplicationfiles', body, ({ percent }) =>
    onProgress(percent),
  );
  return success;
}
