import { api } from './api';
import { authorised, type TestApplicant } from './applicants';
import { university } from './step-bodies';

// This cycle's application of the applicant, started through POST /api/addapplication as the
// University step does; `changes` replace fields of that step (e.g. an "Other" university).
export const createApplication = async (applicant: TestApplicant, changes: Record<string, unknown> = {}) => {
  const { body } = await api().post('/api/addapplication').set(authorised(applicant)).send({ ...university(), ...changes }).expect(201);
  return body.application_id as number;
};
