import crypto from 'node:crypto';
import request from 'supertest';
import { TEST_STAFF } from './test-env';

// Jest loads this module afresh for each test file, so each file is a client of its own address
// (sent as X-Forwarded-For, trusted in tests) and no file uses up another's rate limits.
const CLIENT_IP = `10.${[...crypto.randomBytes(3)].join('.')}`;

export const api = () => request.agent(process.env.CMS_TEST_URL!).set('X-Forwarded-For', CLIENT_IP);

export const signIn = async (credentials: { email: string; password: string } = TEST_STAFF) => {
  const response = await api().post('/api/login').send(credentials).expect(200);
  return response.body as { token: string; role: number; user: number };
};
