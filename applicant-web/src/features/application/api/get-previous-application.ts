import type { UploadedFile } from '@bursary/application-form/steps/documents-step';
import type { ApplicantDocumentField } from '@bursary/domain/options/document-kinds';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';
import { withOfflineCopy } from '../offline/offline-copy';
import type { FormRecord } from './get-my-application';

/** GET /api/getapplicantdata/{user}/{year}: a returning applicant's data from an earlier cycle. */
export type PreviousApplication = {
  previous_year: number;
  applicant: FormRecord | null;
  application: FormRecord | null;
  /** 'Sponsored by the provider previously' when last year's application was sponsored, else null */
  application_type: string | null;
  /** 'Sponsored by the provider last year', shown instead of the selector */
  application_type_label: string | null;
  /** The latest ID document and testimonial saved that year, which can be previewed again. */
  documents: (UploadedFile & { field: ApplicantDocumentField })[];
};

const pathOf = (user: number, year: number) => `/api/getapplicantdata/${user}/${year}`;

export const getPreviousApplication = (user: number, year: number) => apiClient.get<PreviousApplication>(pathOf(user, year));

/** Only for a returning applicant (the session's previous_year is set). */
export function usePreviousApplication(user: number, year: number | null) {
  // Offline, the answer this tab had last (offline/offline-copy.ts): a reload without network starts from the same answers.
  const path = year ? pathOf(user, year) : null;
  return useSWR(path, withOfflineCopy(path ?? '', () => getPreviousApplication(user, year as number)), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
