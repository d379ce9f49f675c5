import { api } from './api';
import { authorised, type TestApplicant } from './applicants';

/** The applicant uploads `content` as the document `field` of their application (POST /api/updateapplicationfiles), which must succeed. */
export const uploadAsApplicant = (applicant: TestApplicant, applicationId: number, field: string, content: Buffer, filename: string) =>
  api()
    .post('/api/updateapplicationfiles')
    .set(authorised(applicant))
    .field('filename', field)
    .field('application_id', String(applicationId))
    .attach('file', content, { filename, contentType: 'application/octet-stream' })
    .expect(200);
