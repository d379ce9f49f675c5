import { isErrorResponse, type ErrorResponse } from '@bursary/domain/api-types';
import { uploadProgress } from '@bursary/domain/files';
import { ApiError, describeStatus, NETWORK_ERROR_MESSAGE, UNEXPECTED_ANSWER_MESSAGE } from './api-client';
import { readSession } from './session';

export type TransferProgress = {
  loaded: number;
  /** 0 when the size is not known */
  total: number;
  /** 0 to 100, rounded */
  percent: number;
};

type OnProgress = (progress: TransferProgress) => void;

/** A refused upload or download; `answer` is the server's JSON body (e.g. the per-file lines of a multi-file upload). */
export class TransferError extends ApiError {
  readonly answer: unknown;

  constructor(message: string, status: number, answer: unknown) {
    super(message, status);
    this.name = 'TransferError';
    this.answer = answer;
  }
}

const toProgress = ({ loaded, total, lengthComputable }: ProgressEvent): TransferProgress => ({
  loaded,
  total: lengthComputable ? total : 0,
  percent: lengthComputable ? uploadProgress(loaded, total) : 0,
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const bodyText = async (xhr: XMLHttpRequest): Promise<string> =>
  xhr.response instanceof Blob ? xhr.response.text() : String(xhr.responseText ?? '');

async function refusal(xhr: XMLHttpRequest): Promise<TransferError> {
  const answer = parseJson(await bodyText(xhr));
  const message = isErrorResponse(answer) ? answer.error : describeStatus(xhr.status);
  return new TransferError(message, xhr.status, answer);
}

type SendOptions = {
  method: 'GET' | 'POST';
  body?: FormData;
  responseType: XMLHttpRequestResponseType;
  onUploadProgress?: OnProgress;
  onDownloadProgress?: OnProgress;
};

// fetch() reports no upload progress, so transfers a person waits for go through XMLHttpRequest.
function send(path: string, { method, body, responseType, onUploadProgress, onDownloadProgress }: SendOptions) {
  return new Promise<XMLHttpRequest>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.responseType = responseType;
    const token = readSession()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onUploadProgress) xhr.upload.onprogress = (event) => onUploadProgress(toProgress(event));
    if (onDownloadProgress) xhr.onprogress = (event) => onDownloadProgress(toProgress(event));
    xhr.onload = async () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr);
      else reject(await refusal(xhr));
    };
    const onNetworkError = () => reject(new TransferError(NETWORK_ERROR_MESSAGE, 0, null));
    xhr.onerror = onNetworkError;
    xhr.ontimeout = onNetworkError;
    xhr.onabort = onNetworkError;
    xhr.send(body ?? null);
  });
}

/** POSTs a multipart form, reporting how much has been sent; resolves with the JSON answer, rejects with a TransferError. */
export async function uploadWithProgress<T>(path: string, body: FormData, onProgress?: OnProgress) {
  const xhr = await send(path, { method: 'POST', body, responseType: 'text', onUploadProgress: onProgress });
  const answer = parseJson(xhr.responseText);
  if (answer === null) throw new TransferError(UNEXPECTED_ANSWER_MESSAGE, xhr.status, null);
  return answer as Exclude<T, ErrorResponse>;
}

// RFC 6266: the UTF-8 `filename*` when the server gave one, else the plain `filename`.
function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(disposition)?.[1]?.trim() ?? null;
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type DownloadOptions = {
  /** The name to save under when the server does not give one. */
  fallbackName: string;
  onProgress?: OnProgress;
};

/** Downloads a file and saves it under the server's name (Content-Disposition); resolves with that name. */
export async function downloadFile(path: string, { fallbackName, onProgress }: DownloadOptions): Promise<string> {
  const xhr = await send(path, { method: 'GET', responseType: 'blob', onDownloadProgress: onProgress });
  const fileName = fileNameOf(xhr.getResponseHeader('Content-Disposition')) || fallbackName;
  saveBlob(xhr.response as Blob, fileName);
  return fileName;
}

/** A multipart body whose field names are the contract's (a *Fields type of api-types.ts), so a renamed field fails the type check. */
export function multipartOf<F>(fields: { [K in keyof F]?: string | Blob }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields) as [string, string | Blob | undefined][]) {
    if (value !== undefined) body.append(name, value);
  }
  return body;
}
