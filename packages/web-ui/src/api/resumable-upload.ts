import { isErrorResponse, type ErrorResponse, type UpdateApplicationFilesResponse } from '@bursary/domain/api-types';
import { uploadProgress } from '@bursary/domain/files';
import type { ApplicantDocumentField } from '@bursary/domain/options/document-kinds';
import type { DetailedError } from 'tus-js-client';
import { describeStatus, NETWORK_ERROR_MESSAGE, UNEXPECTED_ANSWER_MESSAGE } from '../api-client';
import { readSession } from '../session';
import { TransferError } from '../transfer';

/** How the line is doing: sending, or waiting for the connection to come back and then going on. */
export type ConnectionState = 'sending' | 'resuming';

type ResumableUploadArgs = {
  applicationId: number;
  field: ApplicantDocumentField;
  file: File;
  onProgress: (percent: number) => void;
  /** "resuming" when the connection dropped and the upload waits to go on; "sending" once bytes flow again. */
  onConnection?: (state: ConnectionState) => void;
};

const ENDPOINT = '/api/resumableuploads';
// A phone on a weak line sends a part at a time; the cms keeps every byte that arrives, so a
// drop costs at most the bytes in flight.
const CHUNK_BYTES = 512 * 1024;
// Waits before each new try after a drop (ms); the count starts again whenever a try gets bytes through.
const RETRY_DELAYS = [0, 1000, 2000, 4000, 8000, 15000, 30000, 30000, 60000, 60000];

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** A connection that failed, or an answer worth a new try (busy, out of step, a proxy's 5xx), rather than a refusal. */
const isWorthRetrying = (error: Error | DetailedError) => {
  const status = 'originalResponse' in error && error.originalResponse ? error.originalResponse.getStatus() : 0;
  return status === 0 || status === 409 || status === 423 || status >= 500;
};

function refusalOf(error: Error | DetailedError): TransferError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return new TransferError(NETWORK_ERROR_MESSAGE, 0, null);
  const status = response.getStatus();
  const answer = parseJson(String(response.getBody() ?? ''));
  return new TransferError(isErrorResponse(answer) ? answer.error : describeStatus(status), status, answer);
}

/**
 * One of the four documents through the resumable call (tus 1.0, /api/resumableuploads): with
 * percent progress, and when the connection drops it resumes from what the cms already has.
 * Resolves with the success line of POST /api/updateapplicationfiles; rejects with a TransferError.
 * Nothing about the upload is kept in the browser: a page closed midway starts again.
 */
export async function uploadApplicationFileResumably({ applicationId, field, file, onProgress, onConnection }: ResumableUploadArgs): Promise<string> {
  // The tus client (about 15 KB compressed) is fetched when a student first uploads, not with every step.
  const { Upload } = await import('tus-js-client').catch(() => {
    throw new TransferError(NETWORK_ERROR_MESSAGE, 0, null);
  });
  return new Promise((resolve, reject) => {
    const token = readSession()?.token;
    let state: ConnectionState = 'sending';
    const tell = (next: ConnectionState) => {
      if (next === state) return;
      state = next;
      onConnection?.(next);
    };
    const upload = new Upload(file, {
      endpoint: new URL(ENDPOINT, window.location.href).toString(),
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { application_id: String(applicationId), filename: field, name: file.name },
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      storeFingerprintForResuming: false,
      onProgress: (sent, total) => {
        onProgress(uploadProgress(sent, total));
      },
      onChunkComplete: () => tell('sending'),
      // Unlike the library's default, a phone reporting itself offline still tries again.
      onShouldRetry: (error) => {
        const retry = isWorthRetrying(error);
        if (retry) tell('resuming');
        return retry;
      },
      onSuccess: ({ lastResponse }) => {
        const answer = parseJson(String(lastResponse.getBody() ?? '')) as Partial<Exclude<UpdateApplicationFilesResponse, ErrorResponse>> | null;
        if (typeof answer?.success !== 'string') {
          reject(new TransferError(UNEXPECTED_ANSWER_MESSAGE, lastResponse.getStatus(), answer));
          return;
        }
        resolve(answer.success);
      },
      onError: (error) => reject(refusalOf(error)),
    });
    upload.start();
  });
}
