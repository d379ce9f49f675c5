import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Metadata, Server, type Upload } from '@tus/server';
import type { Core } from '@strapi/strapi';
import { fileTooLargeMessage } from '@bursary/domain/files';
import { ApiError, badRequest, notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { safeFileName } from './documents';

// Resumable uploads of the four application documents (the tus 1.0 protocol, @tus/server): a
// phone whose connection drops sends only what had not arrived. The bytes collect in a folder
// of their own (RESUMABLE_UPLOADS_DIR, never served); when the last byte is in, the file goes
// through documents.uploadApplicantDocument, the very checks and storage of the multipart call
// (POST /api/updateapplicationfiles), and the partial copy is removed whatever the answer.
//
//   POST  /api/resumableuploads      Upload-Length, Upload-Metadata (application_id, filename
//                                    = the document, name = the file's name) -> 201, Location
//   HEAD  /api/resumableuploads/:id  -> Upload-Offset: how much has arrived
//   PATCH /api/resumableuploads/:id  Upload-Offset, the next bytes -> 204 with the new offset, or,
//                                    on the last bytes, 200 with the multipart call's answer
//
// Every call is the signed-in applicant's: the upload's id is 128 random bits, and the upload is
// bound to the login that created it (any other login gets 404, as for an id that never existed).

export const RESUMABLE_PATH = '/api/resumableuploads';
const ID_PATTERN = /^[0-9a-f]{32}$/;
const HOUR = 60 * 60 * 1000;

export const UPLOAD_NOT_FOUND = 'This upload was not found or has expired. Choose the file and upload it again.';
const GIVE_LENGTH = 'Give the size of the file in Upload-Length, a whole number of bytes.';
const NOT_RESUMABLE = 'Send the file with its size in Upload-Length; uploads of unknown size or in parts are not taken.';

/** Who may go on with an upload, set by the controller for the request before @tus/server sees it. */
export type UploadOwner = { applicantId: number; userId: number; applicationId: number; field: string; name: string; maxBytes: number };

type TusError = { status_code: number; body: string };

const isTusError = (error: unknown): error is TusError =>
  typeof error === 'object' && error !== null && typeof (error as TusError).status_code === 'number';

// @tus/server answers in plain text ("The file for this url was not found\n"); the portal answers
// `{ "error": "<message a person can act on>" }` (middlewares/api-errors), so its errors are said again.
const TUS_MESSAGES: Record<number, string> = {
  400: 'The upload could not be read. Choose the file again and retry.',
  403: 'You do not have access to this.',
  404: UPLOAD_NOT_FOUND,
  409: 'The upload is out of step with what the portal has received. Ask how much has arrived (HEAD) and send the rest from there.',
  410: UPLOAD_NOT_FOUND,
  412: 'Send Tus-Resumable: 1.0.0 with every call of a resumable upload.',
  413: 'What you sent is larger than the file you announced.',
  415: 'Send the file\'s bytes as application/offset+octet-stream.',
  423: 'This upload is busy with another request. Try again in a moment.',
  460: 'The upload could not be read. Choose the file again and retry.',
};
const SERVER_ERROR = 'Something went wrong on our side. Please try again in a few minutes.';

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const resumableUploads = ({ strapi }: { strapi: Core.Strapi }) => {
  const owners = new WeakMap<IncomingMessage, UploadOwner>();
  let server: Server | null = null;
  let store: FileStore | null = null;
  let sweeper: NodeJS.Timeout | null = null;

  const directory = () =>
    path.resolve(process.env.RESUMABLE_UPLOADS_DIR || path.join(strapi.dirs.app.root, '.tmp', 'resumable-uploads'));
  /** How long an upload may stay unfinished: RESUMABLE_UPLOAD_HOURS, 24 by default. */
  const expiryMs = () => envNumber('RESUMABLE_UPLOAD_HOURS', 24) * HOUR;
  const dataPath = (id: string) => path.join(directory(), id);

  // The store of partial uploads: a data file and a .json of what it is, per upload, readable by this user only.
  const tusStore = () => {
    if (store) return store;
    mkdirSync(directory(), { recursive: true, mode: 0o700 });
    store = new FileStore({ directory: directory(), expirationPeriodInMilliseconds: expiryMs() });
    return store;
  };

  const remove = async (id: string) => {
    await Promise.all([fs.rm(dataPath(id), { force: true }), fs.rm(`${dataPath(id)}.json`, { force: true })]);
  };

  const ownerOf = (req: IncomingMessage) => {
    const owner = owners.get(req);
    if (!owner) throw { status_code: 403, body: TUS_MESSAGES[403] } satisfies TusError;
    return owner;
  };

  const asTusError = (error: unknown): TusError => {
    if (error instanceof ApiError) return { status_code: error.status, body: JSON.stringify({ error: error.message, ...error.extra }) };
    if (isTusError(error)) return error;
    strapi.log.error(error);
    return { status_code: 500, body: SERVER_ERROR };
  };

  const tusServer = () => {
    if (server) return server;
    server = new Server({
      path: RESUMABLE_PATH,
      datastore: tusStore(),
      relativeLocation: true,
      // Only the apps' origins (strapi::cors), as for every other call.
      allowedOrigins: corsOrigins(strapi),
      namingFunction: () => crypto.randomBytes(16).toString('hex'),
      // The controller has refused a larger file with the spec's message; this bounds the bytes.
      maxSize: (req) => owners.get(req)?.maxBytes ?? 1,
      // What the store keeps about an upload comes from the login and the checks, never from the client.
      onUploadCreate: async (req, res) => {
        const owner = ownerOf(req);
        return {
          res,
          metadata: { user: String(owner.userId), application_id: String(owner.applicationId), filename: owner.field, name: owner.name },
        };
      },
      // The last byte is in: the same checks and storage as the multipart call, then the partial copy goes.
      onUploadFinish: async (req, res, upload: Upload) => {
        const owner = ownerOf(req);
        try {
          const answer = await getService('application.documents').uploadApplicantDocument({
            applicantId: owner.applicantId,
            userId: owner.userId,
            applicationId: owner.applicationId,
            field: owner.field,
            upload: { filepath: dataPath(upload.id), originalFilename: owner.name, size: Number(upload.size ?? upload.offset) },
          });
          return { res, status_code: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(answer) };
        } catch (error) {
          throw asTusError(error);
        } finally {
          await remove(upload.id);
        }
      },
      onResponseError: (_req: IncomingMessage, res: ServerResponse, error) => {
        const { status_code: status, body } = asTusError(error);
        const message = status >= 500 ? SERVER_ERROR : (TUS_MESSAGES[status] ?? SERVER_ERROR);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        // An ApiError's body is already the portal's JSON; tus's own plain-text errors are said again.
        return { status_code: status, body: body.startsWith('{') ? body : JSON.stringify({ error: message }) };
      },
    });
    return server;
  };

  const service = {
    directory,

    // POST: the size and metadata the client announces, before a byte is taken.
    announced(ctx: any) {
      if (ctx.get('upload-defer-length') || ctx.get('upload-concat')) throw badRequest(NOT_RESUMABLE);
      const length = ctx.get('upload-length');
      if (!/^\d{1,12}$/.test(length)) throw badRequest(GIVE_LENGTH);
      let metadata: Record<string, string | null> = {};
      try {
        metadata = ctx.get('upload-metadata') ? (Metadata.parse(ctx.get('upload-metadata')) as Record<string, string | null>) : {};
      } catch {
        throw badRequest('Upload-Metadata could not be read: give application_id, filename (the document) and name, each base64-encoded.');
      }
      return {
        length: Number(length),
        applicationId: metadata.application_id ?? undefined,
        field: metadata.filename ?? undefined,
        name: safeFileName(metadata.name),
      };
    },

    // Refuses a file over the limit by its announced size, with the multipart call's message.
    assertSize(name: string, length: number, maxBytes: number) {
      if (length > maxBytes) throw new ApiError(413, fileTooLargeMessage(name));
    },

    // The upload an id names, when this login started it: else the answer of one that does not exist.
    async ownUpload(rawId: unknown, userId: number): Promise<{ applicationId: number; field: string; name: string }> {
      const id = String(rawId ?? '');
      if (!ID_PATTERN.test(id)) throw notFound(UPLOAD_NOT_FOUND);
      let upload: Upload;
      try {
        upload = await tusStore().getUpload(id);
      } catch {
        throw notFound(UPLOAD_NOT_FOUND);
      }
      const metadata = upload.metadata ?? {};
      if (metadata.user !== String(userId)) throw notFound(UPLOAD_NOT_FOUND);
      return { applicationId: Number(metadata.application_id), field: String(metadata.filename), name: String(metadata.name) };
    },

    // Starting a document again drops the applicant's unfinished upload of it, so what one login
    // can leave on disk is bounded by its documents, not by how often it starts.
    async supersede(owner: Pick<UploadOwner, 'userId' | 'applicationId' | 'field'>) {
      const names = await fs.readdir(directory()).catch(() => [] as string[]);
      for (const name of names) {
        const id = name.replace(/\.json$/, '');
        if (name === id || !ID_PATTERN.test(id)) continue;
        try {
          const { metadata } = JSON.parse(await fs.readFile(path.join(directory(), name), 'utf8'));
          const isSame =
            metadata?.user === String(owner.userId) && metadata?.application_id === String(owner.applicationId) && metadata?.filename === owner.field;
          if (isSame) await remove(id);
        } catch {
          // Gone meanwhile, or being written: the sweep deals with it.
        }
      }
    },

    // Hands the request to @tus/server, which answers it itself.
    async handle(ctx: any, owner: UploadOwner) {
      // A method override would let one route's checks stand for another method's.
      delete ctx.req.headers['x-http-method-override'];
      owners.set(ctx.req, owner);
      // Koa starts every answer at 404; @tus/server answers HEAD without naming a status.
      ctx.status = 200;
      ctx.respond = false;
      await tusServer().handle(ctx.req, ctx.res);
    },

    // Removes uploads left unfinished past their time (RESUMABLE_UPLOAD_HOURS), and data files
    // whose description is gone. Runs on start and every RESUMABLE_UPLOAD_SWEEP_MINUTES (60).
    async sweep(): Promise<number> {
      const dir = directory();
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch (error: any) {
        if (error?.code === 'ENOENT') return 0;
        throw error;
      }
      const ids = new Set(names.map((name) => name.replace(/\.json$/, '')).filter((id) => ID_PATTERN.test(id)));
      let removed = 0;
      for (const id of ids) {
        // When it was started: its description's creation_date, else (no description) the data file's time.
        let startedAt = Number.NaN;
        try {
          const info = JSON.parse(await fs.readFile(`${dataPath(id)}.json`, 'utf8'));
          startedAt = new Date(info.creation_date).getTime();
        } catch {
          // No description, or one that cannot be read.
        }
        if (Number.isNaN(startedAt)) {
          const stat = await fs.stat(dataPath(id)).catch(() => fs.stat(`${dataPath(id)}.json`).catch(() => null));
          if (!stat) continue;
          startedAt = stat.mtimeMs;
        }
        if (Date.now() - startedAt <= expiryMs()) continue;
        await remove(id);
        removed += 1;
      }
      if (removed > 0) strapi.log.info(`Removed ${removed} unfinished resumable upload(s)`);
      return removed;
    },

    start() {
      tusStore();
      const run = () =>
        service.sweep().catch((error) => strapi.log.warn(`Sweeping unfinished uploads failed: ${(error as Error).message}`));
      void run();
      sweeper = setInterval(run, envNumber('RESUMABLE_UPLOAD_SWEEP_MINUTES', 60) * 60 * 1000);
      sweeper.unref();
    },

    stop() {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
    },
  };
  return service;
};

// The origins strapi::cors allows (config/middlewares.ts), for @tus/server's own CORS headers.
const corsOrigins = (strapi: Core.Strapi): string[] => {
  const middlewares = (strapi.config.get('middlewares') ?? []) as unknown[];
  const cors = middlewares.find((entry) => typeof entry === 'object' && entry !== null && (entry as { name?: string }).name === 'strapi::cors') as
    | { config?: { origin?: unknown } }
    | undefined;
  const origin = cors?.config?.origin;
  return Array.isArray(origin) ? origin.map(String) : typeof origin === 'string' ? [origin] : [];
};

export type ResumableUploadsService = ReturnType<typeof resumableUploads>;
export default resumableUploads;
