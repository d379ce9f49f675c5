import request from 'supertest';
import { TEST_STAFF } from './test-env';

export const api = () => request(process.env.CMS_TEST_URL!);

export const signIn = async (credentials: { email: string; password: string } = TEST_STAFF) => {
  const response = await api().post('/api/login').send(credentials).expect(200);
  return response.body as { token: string; role: number; user: number };
};
