import type { PortalCalls } from '../../../packages/test-kit/src/applicant-journey';

// Every call the cluster test sends through nginx, as a browser would, recorded with when it was
// sent and answered and how: nginx's access log names the same call (X-Call-Id), with the cms
// addresses it went to. A call nginx answers 502, 503 or 504 is sent again (the applicant presses
// Save again), at most RETRIES times; each try is a call of its own, `retryOf` the one before.

export type Call = {
  id: string;
  kind: string;
  method: string;
  path: string;
  sent: number;
  answered: number;
  /** 0: no answer at all (the connection to nginx failed) */
  status: number;
  retryOf?: string;
};

const RETRIES = 2;
const RETRY_AFTER_MS = 300;
const isGatewayError = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;
export const isSuccess = (status: number) => status >= 200 && status <= 299;

export type Body = { json?: object; form?: FormData };

export const recordedCalls = (baseUrl: string) => {
  const calls: Call[] = [];
  let count = 0;

  const tryOnce = async (kind: string, method: string, path: string, token: string | null, body: Body, retryOf?: string) => {
    count += 1;
    const call: Call = { id: `c${count}`, kind, method, path, sent: Date.now(), answered: 0, status: 0, ...(retryOf ? { retryOf } : {}) };
    calls.push(call);
    const headers: Record<string, string> = { 'X-Call-Id': call.id };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body.json) headers['Content-Type'] = 'application/json';
    let answer: unknown = null;
    try {
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body.json ? JSON.stringify(body.json) : body.form });
      call.status = response.status;
      const text = await response.text();
      answer = text && (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
    } catch {
      call.status = 0;
    }
    call.answered = Date.now();
    return { call, answer };
  };

  /** Sends the call (again after a gateway error, as a person would); answers its last try. */
  const send = async (kind: string, method: string, path: string, token: string | null, body: Body = {}) => {
    let last = await tryOnce(kind, method, path, token, body);
    for (let retry = 0; retry < RETRIES && isGatewayError(last.call.status); retry += 1) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
      last = await tryOnce(kind, method, path, token, body, last.call.id);
    }
    return last;
  };

  /** As `send`, but an answer that is not 2xx throws (the journey stops there, as the applicant is stuck). */
  const expectSuccess = async (kind: string, method: string, path: string, token: string | null, body: Body = {}) => {
    const { call, answer } = await send(kind, method, path, token, body);
    if (!isSuccess(call.status)) throw new Error(`${method} ${path} answered ${call.status}: ${JSON.stringify(answer)}`);
    return answer as Record<string, any>;
  };

  /** The test kit's journey calls (packages/test-kit), through nginx. */
  const portalCalls = (kind: string): PortalCalls => ({
    post: (path, body, token) => expectSuccess(`${kind} ${path}`, 'POST', path, token, { json: body }),
    upload: (path, fields, file, token) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append(file.field, new Blob([file.content], { type: file.mimeType }), file.name);
      return expectSuccess(`${kind} ${path}`, 'POST', path, token, { form });
    },
  });

  return { calls, send, expectSuccess, portalCalls };
};

export type RecordedCalls = ReturnType<typeof recordedCalls>;
