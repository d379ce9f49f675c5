import crypto from 'node:crypto';
import request from 'supertest';
import { TEST_STAFF } from './test-env';

// Jest loads this module afresh for each test file, so each file is a client of its own address
// (sent as X-Forwarded-For, trusted in tests) and no file uses up another's rate limits.
const CLIENT_IP = `10.${[...crypto.randomBytes(3)].join('.')}`;

/** A client of the run's cms, or of another one (a test's own, tests/support/cms-process.ts) at `url`. */
export const api = (url = process.env.CMS_TEST_URL!) => request.agent(url).set('X-Forwarded-For', CLIENT_IP);

export const signIn = async (credentials: { email: string; password: string } = TEST_STAFF, client = api) => {
  const response = await client().post('/api/login').send(credentials).expect(200);
  return response.body as { token: string; role: number; user: number };
};
