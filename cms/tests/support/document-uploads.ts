import { api } from './api';
import { authorised, type TestApplicant } from './applicants';
import { issueLinkToken } from './link-tokens';

/** The applicant uploads `content` as the document `field` of their application (POST /api/updateapplicationfiles), which must succeed. */
export const uploadAsApplicant = (applicant: TestApplicant, applicationId: number, field: string, content: Buffer, filename: string) =>
  api()
    .post('/api/updateapplicationfiles')
    .set(authorised(applicant))
    .field('filename', field)
    .field('application_id', String(applicationId))
    .attach('file', content, { filename, contentType: 'application/octet-stream' })
    .expect(200);

/**
 * The requested documents (registration, fees_statement, consent_form) sent through a documents-request
 * link (POST /api/uploadrequesteddocs), which must succeed. The link row is arranged directly: the
 * e-mail that issues it is another test's concern.
 */
export const uploadRequested = async (applicationId: number, files: [field: string, content: Buffer, name: string, mime: string][]) => {
  const codes = files.map(([field]) => ({ registration: 5, fees_statement: 6, consent_form: 7 })[field] as number);
  const token = await issueLinkToken({ purpose: 'documents_request', applicationId, payload: { files: codes } });
  let request = api().post('/api/uploadrequesteddocs').field('token', token);
  for (const [field, content, name, mime] of files) request = request.attach(field, content, { filename: name, contentType: mime });
  await request.expect(200);
};
