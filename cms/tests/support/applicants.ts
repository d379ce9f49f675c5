import crypto from 'node:crypto';
import { api } from './api';

export type TestApplicant = { email: string; password: string; token: string; applicantId: number; first_name: string; last_name: string };

// A new applicant, registered and signed in through the API as a student would (at the run's cms,
// unless `client` calls another).
export const registerApplicant = async (overrides: Partial<{ first_name: string; last_name: string; email: string }> = {}, client = api) => {
  const tag = crypto.randomBytes(4).toString('hex');
  const person = {
    first_name: overrides.first_name ?? 'Zaid',
    last_name: overrides.last_name ?? 'Ebrahim',
    email: overrides.email ?? `zaid.${tag}@example.org`,
    password: `Bursary${tag}1`,
  };
  // Each student registers from their own phone: their own address for the rate limits.
  const address = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  await client()
    .post('/api/addapplicant')
    .set('X-Forwarded-For', address)
    .send({ ...person, re_password: person.password, tc: true })
    .expect(201);
  const { body } = await client()
    .post('/api/login')
    .set('X-Forwarded-For', address)
    .send({ email: person.email, password: person.password })
    .expect(200);
  return { ...person, token: body.token as string, applicantId: body.user as number } satisfies TestApplicant;
};

export const authorised = (applicant: { token: string }) => ({ Authorization: `Bearer ${applicant.token}` });
