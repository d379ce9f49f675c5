import { isErrorResponse, type ErrorResponse } from '@bursary/domain/api-types';
import { readSession, SESSION_REFUSED_EVENT } from './session';

export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export const NETWORK_ERROR_MESSAGE =
  'We could not reach the bursary service. Check your internet connection and try again.';
export const UNEXPECTED_ANSWER_MESSAGE =
  'The bursary service gave an answer we could not read. Please try again in a few minutes.';

type RequestOptions = {
  method?: 'GET' | 'POST';
  body?: unknown;
  accept?: string;
};

/** What to tell a person when the server gave no message of its own. */
export function describeStatus(status: number): string {
  if (status === 401) return 'Your session has ended. Sign in again to continue.';
  if (status === 403) return 'You do not have access to this. Sign in with the right account and try again.';
  if (status === 404) return 'We could not find what you asked for. Check the link and try again.';
  if (status === 429) return 'Too many attempts. Wait a minute, then try again.';
  if (status >= 500) return 'The bursary service is not available right now. Please try again in a few minutes.';
  return `Your request could not be completed (error ${status}). Please try again.`;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const message = isErrorResponse(body) ? body.error : describeStatus(response.status);
  return new ApiError(message, response.status);
}

async function send(path: string, { method = 'GET', body, accept = 'application/json' }: RequestOptions): Promise<Response> {
  const headers = new Headers({ Accept: accept });
  const token = readSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) {
    const error = await toApiError(response);
    // The cms no longer takes this sign-in (it ended, or the account was deactivated): the app may send the person to sign in.
    if (response.status === 401 && token) window.dispatchEvent(new CustomEvent(SESSION_REFUSED_EVENT, { detail: error.message }));
    throw error;
  }
  return response;
}

// Errors arrive with a 4xx or 5xx status and are thrown, so callers never receive an ErrorResponse.
async function requestJson<T>(path: string, options: RequestOptions): Promise<Exclude<T, ErrorResponse>> {
  const response = await send(path, options);
  try {
    return (await response.json()) as Exclude<T, ErrorResponse>;
  } catch {
    throw new ApiError(UNEXPECTED_ANSWER_MESSAGE, response.status);
  }
}

/** A call's path with its query (the contract's *Query type), each value encoded. */
export const withQuery = (path: string, query: Readonly<Record<string, string | number>>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString()}`;

export const apiClient = {
  get: <T>(path: string) => requestJson<T>(path, {}),
  post: <T>(path: string, body?: unknown) => requestJson<T>(path, { method: 'POST', body }),
  /** Downloads (letters, documents) come back as blobs. */
  getBlob: async (path: string): Promise<Blob> => (await send(path, { accept: '*/*' })).blob(),
};
