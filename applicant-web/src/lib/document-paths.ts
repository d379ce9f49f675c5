import type { DownloadSupportingDocQuery, GetApplicantFileQuery } from '@bursary/domain/api-types';
import { withQuery } from '@bursary/web-ui/api-client';

/** GET /api/downloadsupportingdoc: one stored file, for a preview (with the sign-in token) or as a download. */
export const supportingDocPath = (query: DownloadSupportingDocQuery) => withQuery('/api/downloadsupportingdoc', query);

/** GET /api/getapplicantfile: the ID document or testimonial for a preview, last cycle's while this one has none. */
export const applicantFilePath = (query: GetApplicantFileQuery) => withQuery('/api/getapplicantfile', query);
