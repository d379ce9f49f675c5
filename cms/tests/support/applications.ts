import * as journey from '../../../packages/test-kit/src/applicant-journey';
import type { ApplicationPlan, PortalCalls, Upload } from '../../../packages/test-kit/src/applicant-journey';
import { samplePdf } from '../../../packages/test-kit/src/sample-files';
import { api, signIn } from './api';
import { authorised, type TestApplicant } from './applicants';

export { APPLICANT_DOCUMENTS, type ApplicationPlan, type Upload } from '../../../packages/test-kit/src/applicant-journey';

// The applicant's journey of the test kit (packages/test-kit) over the API suite's client: each
// arranging call must answer 2xx.
const isSuccess = (response: { status: number; text: string }) => {
  if (response.status < 200 || response.status > 299) throw new Error(`Expected a 2xx answer, got ${response.status}: ${response.text}`);
};

/** The journey's calls to the run's cms, or to another one (`client`). */
export const portalCalls = (client = api): PortalCalls => ({
  post: async (path, body, token) => (await client().post(path).set(authorised({ token })).send(body).expect(isSuccess)).body,
  upload: async (path, fields, file, token) => {
    let request = client().post(path).set(authorised({ token }));
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    return (await request.attach(file.field, file.content, { filename: file.name, contentType: file.mimeType }).expect(isSuccess)).body;
  },
});

const calls = portalCalls();

// This cycle's application of the applicant, started through POST /api/addapplication as the
// University step does; `changes` replace fields of that step (e.g. an "Other" university).
export const createApplication = (applicant: TestApplicant, changes: Record<string, unknown> = {}) =>
  journey.createApplication(calls, applicant, changes);

// One document uploaded by the applicant, as the documents step does it.
export const uploadDocument = (applicant: TestApplicant, applicationId: number, field: string, content = samplePdf(), filename = `${field}.pdf`) =>
  journey.uploadDocument(calls, applicant, applicationId, { field, name: filename, content } satisfies Upload);

// The applicant's own two steps (basic and social information), saved as the wizard saves them.
export const saveApplicantSteps = (applicant: TestApplicant) => journey.saveApplicantSteps(calls, applicant);

// Every wizard step saved, the four documents uploaded and (unless the plan says not) submitted.
export const fillApplication = (applicant: TestApplicant, plan: ApplicationPlan = {}) => journey.fillApplication(calls, applicant, plan);

// A complete application, submitted; `changes` replace fields of the University step.
export const submitCompleteApplication = async (applicant: TestApplicant, changes: Record<string, unknown> = {}) =>
  (await fillApplication(applicant, { university: changes })).applicationId;

// Staff accept (status_id 1) or decline (0) an application through POST /api/addstatus, signed in
// as the test staff member unless another is given.
export const decide = async (
  applicationId: number,
  statusId: 0 | 1,
  { staff, note = '', subjectTo = '' }: { staff?: { token: string }; note?: string; subjectTo?: string } = {},
) => {
  const as = staff ?? (await signIn());
  await journey.decide(calls, as.token, applicationId, statusId, { note, subjectTo });
};

/** The application reference staff see, written out: BUR-<application year>-<application id in five digits>. */
export const referenceOf = (applicationId: number, applicationYear = 2025) => `BUR-${applicationYear}-${String(applicationId).padStart(5, '0')}`;
