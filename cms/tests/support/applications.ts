import { api, signIn } from './api';
import { authorised, type TestApplicant } from './applicants';
import { samplePdf } from './files';
import { basicInfo, expenses, income, socialInfo, survey, university } from './step-bodies';

// This cycle's application of the applicant, started through POST /api/addapplication as the
// University step does; `changes` replace fields of that step (e.g. an "Other" university).
export const createApplication = async (applicant: TestApplicant, changes: Record<string, unknown> = {}) => {
  const { body } = await api().post('/api/addapplication').set(authorised(applicant)).send({ ...university(), ...changes }).expect(201);
  return body.application_id as number;
};

const APPLICANT_DOCUMENTS = ['id_document', 'recommendation', 'affidavit', 'motivation_letter'];

// One document uploaded by the applicant, as the documents step does it.
export const uploadDocument = (applicant: TestApplicant, applicationId: number, field: string, content = samplePdf(), filename = `${field}.pdf`) =>
  api()
    .post('/api/updateapplicationfiles')
    .set(authorised(applicant))
    .field('filename', field)
    .field('application_id', String(applicationId))
    .attach('file', content, { filename, contentType: 'application/pdf' })
    .expect(200);

// A complete application, submitted: every wizard step saved, the four documents uploaded and the
// pledge given, all through the applicant's own calls. `changes` replace fields of the University step.
export const submitCompleteApplication = async (applicant: TestApplicant, changes: Record<string, unknown> = {}) => {
  const save = (path: string, body: object) => api().post(path).set(authorised(applicant)).send(body).expect(200);
  await save('/api/updateapplicant', { applicant: basicInfo(), email: applicant.email });
  await save('/api/savesocialinfo', socialInfo());
  const applicationId = await createApplication(applicant, changes);
  for (const step of [income(), expenses(), survey()]) await save('/api/updateapplication', { ...step, application_id: applicationId });
  for (const field of APPLICANT_DOCUMENTS) await uploadDocument(applicant, applicationId, field);
  await api().post('/api/appsubmit').set(authorised(applicant)).send({ application_id: applicationId, pledge_by_Applicant: 1 }).expect(200);
  return applicationId;
};

// Staff accept (status_id 1) or decline (0) a submitted application through POST /api/addstatus.
export const decideApplication = async (applicationId: number, statusId: 0 | 1, staff?: { token: string }) => {
  const { token } = staff ?? (await signIn());
  await api().post('/api/addstatus').set('Authorization', token).send({ application_id: applicationId, status_id: statusId, note: '', subject_to: '' }).expect(200);
};
