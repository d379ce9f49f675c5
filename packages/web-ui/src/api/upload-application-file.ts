import type { UpdateApplicationFilesResponse } from '@bursary/domain/api-types';
import type { ApplicantDocumentField } from '@bursary/domain/options/document-kinds';
import { uploadWithProgress } from '@bursary/web-ui/transfer';

type UploadArgs = {
  applicationId: number;
  field: ApplicantDocumentField;
  file: File;
  onProgress: (percent: number) => void;
};

/** POST /api/updateapplicationfiles (multipart) on an applicant's behalf: one of the four documents, with percent progress. */
export async function uploadApplicationFile({ applicationId, field, file, onProgress }: UploadArgs): Promise<string> {
  const body = new FormData();
  body.append('application_id', String(applicationId));
  body.append('filename', field);
  body.append('file', file);
  const { success } = await uploadWithProgress<UpdateApplicationFilesResponse>('/api/updateapplicationfiles', body, ({ percent }) =>
    onProgress(percent),
  );
  return success;
}
