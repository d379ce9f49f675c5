import crypto from 'node:crypto';
import * as journey from '../../../packages/test-kit/src/applicant-journey';
import { samplePdf, sha256 } from '../../../packages/test-kit/src/sample-files';
import { basicInfo, expenses, income, socialInfo, survey } from '../../../packages/test-kit/src/step-bodies';
import { TEST_STAFF } from '../support/test-env';
import type { RecordedCalls } from './recorded-calls';

// The deadline-peak mix: applicants applying from start to submit through the applicant site's
// nginx, and staff reading the grid and applications through the back office's. Each applicant
// remembers what the portal acknowledged (a 2xx answer), to be found again afterwards. The test
// kit's steps and calls (packages/test-kit), each step with a value of the applicant's own.

/** A save the portal acknowledged, as a value to find again in the applicant's or the application's form values. */
export type Save = { step: string; record: 'applicant' | 'application'; field: string; value: string | number };

export type Acknowledged = {
  email: string;
  password: string;
  registered: boolean;
  token: string | null;
  applicationId: number | null;
  saves: Save[];
  /** the documents stored, each with the sha-256 of the bytes sent */
  documents: { field: string; sha256: string }[];
  submitted: boolean;
  /** why the journey stopped before the end, if it did */
  stopped: string | null;
};

/**
 * One applicant's journey: register, sign in, every step saved (each with a value of this
 * applicant's own), the four documents, submit.
 */
export const applicantJourney = async (client: RecordedCalls, index: number, runTag: string): Promise<Acknowledged> => {
  const email = `peak.${runTag}.${index}@example.org`;
  const password = `Deadline${crypto.randomBytes(3).toString('hex')}1`;
  const done: Acknowledged = { email, password, registered: false, token: null, applicationId: null, saves: [], documents: [], submitted: false, stopped: null };
  const calls = client.portalCalls('applicant');
  const save = async (step: string, path: string, body: object, found: Omit<Save, 'step'>) => {
    await calls.post(path, body, done.token!);
    done.saves.push({ step, ...found });
  };
  try {
    await client.expectSuccess('applicant register', 'POST', '/api/addapplicant', null, {
      json: { first_name: 'Amina', last_name: `Peak${index}`, email, password, re_password: password, tc: true },
    });
    done.registered = true;
    const login = await client.expectSuccess('applicant sign in', 'POST', '/api/login', null, { json: { email, password } });
    done.token = login.token as string;
    const basic = basicInfo();
    await save('basic', '/api/updateapplicant', { applicant: basic, email }, { record: 'applicant', field: 'id_number', value: basic.id_number });
    // Sent as the site sends it (text), kept as a number.
    const siblings = index % 10;
    await save('social', '/api/savesocialinfo', { ...socialInfo(), number_of_siblings: String(siblings) }, { record: 'applicant', field: 'number_of_siblings', value: siblings });
    done.applicationId = await journey.createApplication(calls, { email, token: done.token });
    const application_id = done.applicationId;
    await save('income', '/api/updateapplication', { ...income(), other_income: 1000 + index, application_id }, { record: 'application', field: 'other_income', value: 1000 + index });
    await save('expenses', '/api/updateapplication', { ...expenses(), other_expense: index, application_id }, { record: 'application', field: 'other_expense', value: index });
    const tellUs = `${survey().tell_us} (${runTag}.${index})`;
    await save('survey', '/api/updateapplication', { ...survey(), tell_us: tellUs, application_id }, { record: 'application', field: 'tell_us', value: tellUs });
    for (const field of journey.APPLICANT_DOCUMENTS) {
      const content = samplePdf();
      await journey.uploadDocument(calls, { email, token: done.token }, application_id, { field, name: `${field}.pdf`, content });
      done.documents.push({ field, sha256: sha256(content) });
    }
    await journey.submitApplication(calls, { email, token: done.token }, application_id);
    done.submitted = true;
  } catch (error) {
    done.stopped = (error as Error).message;
  }
  return done;
};

/** The calls one applicant's whole journey makes when nothing fails. */
export const CALLS_PER_JOURNEY = 2 + 2 + 1 + 3 + journey.APPLICANT_DOCUMENTS.length + 1;

/** A staff member reading the grid and an application at a time, until `isDone`. */
export const staffReads = async (client: RecordedCalls, cycleYear: number, applicationIds: () => number[], isDone: () => boolean) => {
  const { token } = await client.expectSuccess('staff sign in', 'POST', '/api/login', null, { json: TEST_STAFF });
  while (!isDone()) {
    await client.send('staff grid', 'POST', '/api/searchapplication', token, { json: { application_year: cycleYear } });
    const ids = applicationIds();
    if (ids.length) await client.send('staff application', 'GET', `/api/applicationforms/${ids[crypto.randomInt(ids.length)]}`, token);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** Runs `work` for 0..count-1, `parallel` at a time. */
export const inParallel = async <T>(count: number, parallel: number, work: (index: number) => Promise<T>) => {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        results[index] = await work(index);
      }
    }),
  );
  return results;
};
