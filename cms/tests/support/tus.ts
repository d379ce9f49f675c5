import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { api } from './api';
import { eventually } from './files';

// A tus 1.0 client written out call by call, for the cms's resumable doors (/api/resumableuploads
// with a login, /api/linkuploads with an e-mailed link's token): each test says who calls by the
// headers it passes.

export const TUS = { 'Tus-Resumable': '1.0.0' };
export type Caller = Record<string, string>;

export const incomingDir = () => process.env.RESUMABLE_UPLOADS_DIR!;
export const idOf = (location: string) => location.split('/').pop()!;
/** The data file and description the cms keeps of an upload, while it keeps them. */
export const partialFilesOf = (location: string) =>
  fs.existsSync(incomingDir()) ? fs.readdirSync(incomingDir()).filter((name) => name.startsWith(idOf(location))) : [];

export const tusMetadata = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** POST: announces an upload of `length` bytes. */
export const createUpload = (door: string, caller: Caller, pairs: Record<string, string>, length: number) =>
  api().post(door).set(TUS).set(caller).set('Upload-Length', String(length)).set('Upload-Metadata', tusMetadata(pairs));

/** HEAD: how much of the upload has arrived. */
export const uploadOffset = async (caller: Caller, location: string) => {
  const response = await api().head(location).set(caller).set(TUS);
  expect(response.headers['cache-control']).toBe('no-store');
  return { status: response.status, offset: Number(response.headers['upload-offset']), length: Number(response.headers['upload-length']) };
};

/** PATCH: the next bytes from `offset`. */
export const sendUploadBytes = (caller: Caller, location: string, offset: number, bytes: Buffer) =>
  api()
    .patch(location)
    .set(caller)
    .set(TUS)
    .set('Upload-Offset', String(offset))
    .set('Content-Type', 'application/offset+octet-stream')
    .send(bytes);

/**
 * A PATCH of the whole file whose connection drops once `sentBytes` have gone: the request is
 * written by hand, so the cms sees a body cut short, as from a phone losing signal.
 */
export const sendUploadAndDrop = (caller: Caller, location: string, content: Buffer, sentBytes: number) =>
  new Promise<void>((resolve, reject) => {
    const url = new URL(location, process.env.CMS_TEST_URL);
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        ...caller,
        ...TUS,
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(content.length),
      },
    });
    request.on('error', () => resolve());
    request.on('response', () => reject(new Error('The cms answered a request it had not received whole')));
    request.write(content.subarray(0, sentBytes), async () => {
      // Cut only once the cms has written what arrived, as a phone that drops after sending it.
      const partial = path.join(incomingDir(), idOf(location));
      await eventually(() => fs.existsSync(partial) && fs.statSync(partial).size >= sentBytes / 2, 5000);
      request.destroy();
      resolve();
    });
  });

/** Cuts the first try halfway, asks where to go on from and sends the rest: the last PATCH's answer. */
export const uploadWithADrop = async (caller: Caller, location: string, content: Buffer) => {
  await sendUploadAndDrop(caller, location, content, Math.floor(content.length / 2));
  const { status, offset } = await uploadOffset(caller, location);
  expect(status).toBe(200);
  expect(offset).toBeGreaterThan(0);
  expect(offset).toBeLessThan(content.length);
  return sendUploadBytes(caller, location, offset, content.subarray(offset));
};
