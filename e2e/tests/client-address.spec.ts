import http from 'node:http';
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/test';
import { registerByApi } from '../support/applicants';
import { E2E } from '../support/e2e-env';

// Under `npm start` every visitor reaches the cms through the apps' servers on this machine. The
// cms believes those servers about who their client was, so a rate limit is one person's, not
// everyone's. Two visitors here are two loopback addresses (127.0.0.2 and 127.0.0.3).
const signInFrom = (localAddress: string, body: object, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const { port } = new URL(E2E.applicantUrl);
    const data = JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/login',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(data);
  });

const owner = async (request: APIRequestContext) => {
  const { email, password } = await registerByApi(request);
  return { email, password };
};

test("[SECURITY][CLIENTS]: ten wrong passwords from one address through the applicant site do not lock the owner out from another", async ({ request }) => {
  const { email, password } = await owner(request);
  const attacker = '127.0.0.2';
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 11; attempt += 1) statuses.push(await signInFrom(attacker, { email, password: 'Wrong-guess-1' }));
  // The wrong-password budget is ten per address and e-mail: the eleventh guess is refused.
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses[10]).toBe(429);
  // Claiming to be someone else in X-Forwarded-For changes nothing: the site's server says who it saw.
  expect(await signInFrom(attacker, { email, password: 'Wrong-guess-1' }, { 'X-Forwarded-For': '127.0.0.9' })).toBe(429);

  expect(await signInFrom('127.0.0.3', { email, password })).toBe(200);
});
