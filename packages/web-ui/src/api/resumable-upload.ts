import { isErrorResponse, type ErrorResponse, type HeldUploadResponse, type UpdateApplicationFilesResponse } from '@bursary/domain/api-types';
import { uploadProgress } from '@bursary/domain/files';
import type { ApplicantDocumentField } from '@bursary/domain/options/document-kinds';
import type { DetailedError } from 'tus-js-client';
import { describeStatus, NETWORK_ERROR_MESSAGE, UNEXPECTED_ANSWER_MESSAGE } from '../api-client';
import { readSession } from '../session';
import { TransferError } from '../transfer';

/** How the line is doing: sending, or waiting for the connection to come back and then going on. */
export type ConnectionState = 'sending' | 'resuming';

const ENDPOINT = '/api/resumableuploads';
const LINK_ENDPOINT = '/api/linkuploads';

/** A file sent resumably, with its progress and its connection's ups and downs. */
type FileTransfer = {
  file: File;
  onProgress: (percent: number) => void;
  /** "resuming" when the connection dropped and the upload waits to go on; "sending" once bytes flow again. */
  onConnection?: (state: ConnectionState) => void;
};

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
 * Sends a file through one of the cms's resumable doors (tus 1.0) with percent progress; when the
 * connection drops it resumes from what the cms already has. Resolves with the JSON of the answer
 * to the last part; rejects with a TransferError. Nothing about the upload is kept in the browser:
 * a page closed midway starts again.
 */
async function sendResumably(
  endpoint: string,
  { file, onProgress, onConnection }: FileTransfer,
  metadata: Record<string, string>,
  headers: Record<string, string>,
): Promise<unknown> {
  // The tus client (about 15 KB compressed) is fetched when a student first uploads, not with every step.
  const { Upload } = await import('tus-js-client').catch(() => {
    throw new TransferError(NETWORK_ERROR_MESSAGE, 0, null);
  });
  return new Promise((resolve, reject) => {
    let state: ConnectionState = 'sending';
    const tell = (next: ConnectionState) => {
      if (next === state) return;
      state = next;
      onConnection?.(next);
    };
    const upload = new Upload(file, {
      endpoint: new URL(endpoint, window.location.href).toString(),
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { ...metadata, name: file.name },
      headers,
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
      onSuccess: ({ lastResponse }) => resolve(parseJson(String(lastResponse.getBody() ?? ''))),
      onError: (error) => reject(refusalOf(error)),
    });
    upload.start();
  });
}

const signedIn = (): Record<string, string> => {
  const token = readSession()?.token;
  return token ? { Authorization: `Bearer ${token}` } : {};
};

const asHeld = (answer: unknown): HeldUploadResponse => {
  const held = answer as Partial<HeldUploadResponse> | null;
  if (typeof held?.upload !== 'string') throw new TransferError(UNEXPECTED_ANSWER_MESSAGE, 200, answer);
  return held as HeldUploadResponse;
};

/**
 * One of the four application documents through /api/resumableuploads, stored when its last byte
 * is in. Resolves with the success line of POST /api/updateapplicationfiles.
 */
export async function uploadApplicationFileResumably({
  applicationId,
  field,
  ...transfer
}: FileTransfer & { applicationId: number; field: ApplicantDocumentField }): Promise<string> {
  const answer = (await sendResumably(ENDPOINT, transfer, { application_id: String(applicationId), filename: field }, signedIn())) as Partial<
    Exclude<UpdateApplicationFilesResponse, ErrorResponse>
  > | null;
  if (typeof answer?.success !== 'string') throw new TransferError(UNEXPECTED_ANSWER_MESSAGE, 200, answer);
  return answer.success;
}

/**
 * A file for a later call, checked by its content when its last byte is in and held by the cms:
 * through an e-mailed link (`link`, its token) or as the signed-in applicant (`applicationId`).
 * Resolves with the id to send as `<field>_upload` in place of the file.
 */
export async function holdFileResumably({
  via,
  field,
  ...transfer
}: FileTransfer & { via: { link: string } | { applicationId: number }; field: string }): Promise<HeldUploadResponse> {
  if ('link' in via) return asHeld(await sendResumably(LINK_ENDPOINT, transfer, { filename: field }, { 'X-Link-Token': via.link }));
  return asHeld(await sendResumably(ENDPOINT, transfer, { application_id: String(via.applicationId), filename: field }, signedIn()));
}
