import http from 'node:http';
import type { Writable } from 'node:stream';

export type StreamedDownload = {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: number;
  /** the response ended normally (not cut off by the server) */
  isComplete: boolean;
};

// A download read as a browser reads it, chunk by chunk and never held whole: written to `to` (as
// fast as that takes it) when given, else counted and dropped.
export const streamDownload = (path: string, token: string, { to }: { to?: Writable } = {}): Promise<StreamedDownload> =>
  new Promise((resolve, reject) => {
    const request = http.get(`${process.env.CMS_TEST_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } }, (response) => {
      let bytes = 0;
      let isDone = false;
      const finish = (isComplete: boolean) => {
        if (isDone) return;
        isDone = true;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes, isComplete });
      };
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      if (to) response.pipe(to);
      else response.resume();
      response.on('end', () => finish(response.complete));
      response.on('aborted', () => finish(false));
      response.on('error', () => finish(false));
      response.on('close', () => finish(response.complete));
    });
    request.on('error', reject);
  });
