import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Metadata, Server, type Upload as TusUpload } from '@tus/server';
import type { Core } from '@strapi/strapi';
import type { HeldUploadResponse } from '@bursary/domain/api-types';
import { fileTooLargeMessage } from '@bursary/domain/files';
import { ApiError, badRequest, notFound } from '../../../utils/api-error';
import { checkUpload, type Upload, type UploadRules } from '../documents/check-upload';
import { safeFileName } from '../documents/file-names';

// Resumable uploads (the tus 1.0 protocol, @tus/server): a phone whose connection drops sends only
// what had not arrived. The bytes collect in a folder of their own (RESUMABLE_UPLOADS_DIR, never
// served). Two doors, each checked by its controller before @tus/server sees a request:
//
//   /api/resumableuploads  the signed-in applicant (Authorization): the four application documents,
//                          stored when the last byte is in; and the supporting documents of
//                          /uploaddocs, held for POST /api/uploadsupportingdocs
//   /api/linkuploads       an e-mailed link (the token in X-Link-Token): the documents it asks for,
//                          held for POST /api/uploadrequesteddocs, or the transcript, held for
//                          POST /api/submitresults
//
//   POST  <door>      Upload-Length, Upload-Metadata (filename = the document's field, name = the
//                     file's name; application_id) -> 201, Location
//   HEAD  <door>/:id  -> Upload-Offset: how much has arrived
//   PATCH <door>/:id  Upload-Offset, the next bytes -> 204 with the new offset, or on the last
//                     bytes 200: a stored document's answer (the multipart call's), or a held
//                     file's { upload, field, name, size }
//
// A stored document goes through documents.uploadApplicantDocument and its partial copy is removed
// whatever the answer. A held file is checked by its content on its last byte (checkUpload: a
// refusal removes it at once, in that document's own box), then waits for the call that names it
// (`<field>_upload: <id>` in place of the file part), which removes it once answered.
//
// An upload's id is 128 random bits, bound to its owner (the login, or the link) and its application
// and document: any other owner gets 404, as for an id that never existed.

export const RESUMABLE_PATH = '/api/resumableuploads';
export const LINK_UPLOADS_PATH = '/api/linkuploads';
/** The header a link upload carries its link's token in. */
export const LINK_TOKEN_HEADER = 'X-Link-Token';
const ID_PATTERN = /^[0-9a-f]{32}$/;
const HOUR = 60 * 60 * 1000;

export const UPLOAD_NOT_FOUND = 'This upload was not found or has expired. Choose the file and upload it again.';
const NOT_FINISHED = 'This upload has not finished. Send the rest of the file, then submit again.';
const GIVE_LENGTH = 'Give the size of the file in Upload-Length, a whole number of bytes.';
const NOT_RESUMABLE = 'Send the file with its size in Upload-Length; uploads of unknown size or in parts are not taken.';

/** Whose an upload is: a signed-in applicant's login, or an e-mailed link. */
export const ownerOfUser = (userId: number) => `user:${userId}`;
export const ownerOfLink = (jti: string) => `link:${jti}`;

/**
 * What a request may do with an upload, worked out by its controller before @tus/server sees it.
 * On the last byte, `store` keeps the file as a document now (its answer is the upload's), and
 * `hold` checks the file by these rules and keeps it for the call that names it.
 */
export type UploadTicket = {
  owner: string;
  applicationId: number;
  field: string;
  name: string;
  maxBytes: number;
  complete: { store: (file: Upload) => Promise<unknown> } | { hold: UploadRules };
};

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

const json = (res: ServerResponse, statusCode: number, answer: unknown) => ({
  res,
  status_code: statusCode,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify(answer),
});

// The ids a call names for a document: `<field>_upload` once or repeated (a multipart field sent twice).
const idsIn = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]);

const resumableUploads = ({ strapi }: { strapi: Core.Strapi }) => {
  const tickets = new WeakMap<IncomingMessage, UploadTicket>();
  const servers = new Map<string, Server>();
  let store: FileStore | null = null;
  let sweeper: NodeJS.Timeout | null = null;

  const directory = () =>
    path.resolve(process.env.RESUMABLE_UPLOADS_DIR || path.join(strapi.dirs.app.root, '.tmp', 'resumable-uploads'));
  /** How long an upload may stay unfinished, or finished and unclaimed: RESUMABLE_UPLOAD_HOURS, 24 by default. */
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

  const ticketOf = (req: IncomingMessage) => {
    const ticket = tickets.get(req);
    if (!ticket) throw { status_code: 403, body: TUS_MESSAGES[403] } satisfies TusError;
    return ticket;
  };

  const asTusError = (error: unknown): TusError => {
    if (error instanceof ApiError) return { status_code: error.status, body: JSON.stringify({ error: error.message, ...error.extra }) };
    if (isTusError(error)) return error;
    strapi.log.error(error);
    return { status_code: 500, body: SERVER_ERROR };
  };

  // The upload an id names, when this owner started it: else the answer of one that does not exist.
  const findOwn = async (rawId: unknown, owner: string) => {
    const id = String(rawId ?? '');
    if (!ID_PATTERN.test(id)) return null;
    let upload: TusUpload;
    try {
      upload = await tusStore().getUpload(id);
    } catch {
      return null;
    }
    const metadata = upload.metadata ?? {};
    if (metadata.owner !== owner) return null;
    return {
      id,
      applicationId: Number(metadata.application_id),
      field: String(metadata.filename),
      name: String(metadata.name),
      size: Number(upload.size),
      isComplete: upload.size !== undefined && upload.offset === upload.size,
    };
  };

  // The last byte is in: the document is stored now (and its partial copy goes whatever the answer),
  // or the file is checked and held for the call that names it (a refused one goes at once).
  const finish = async (req: IncomingMessage, res: ServerResponse, upload: TusUpload) => {
    const ticket = ticketOf(req);
    const file: Upload = { filepath: dataPath(upload.id), originalFilename: ticket.name, size: Number(upload.size ?? upload.offset) };
    if ('hold' in ticket.complete) {
      try {
        await checkUpload(file, ticket.complete.hold);
      } catch (error) {
        await remove(upload.id);
        throw asTusError(error);
      }
      const held: HeldUploadResponse = { upload: upload.id, field: ticket.field, name: ticket.name, size: file.size };
      return json(res, 200, held);
    }
    try {
      return json(res, 200, await ticket.complete.store(file));
    } catch (error) {
      throw asTusError(error);
    } finally {
      await remove(upload.id);
    }
  };

  const tusServer = (door: string) => {
    const existing = servers.get(door);
    if (existing) return existing;
    const server = new Server({
      path: door,
      datastore: tusStore(),
      relativeLocation: true,
      // Only the apps' origins (strapi::cors), as for every other call.
      allowedOrigins: corsOrigins(strapi),
      allowedHeaders: [LINK_TOKEN_HEADER],
      namingFunction: () => crypto.randomBytes(16).toString('hex'),
      // The controller has refused a larger file with the spec's message; this bounds the bytes.
      maxSize: (req) => tickets.get(req)?.maxBytes ?? 1,
      // What the store keeps about an upload comes from the ticket, never from the client.
      onUploadCreate: async (req, res) => {
        const ticket = ticketOf(req);
        return {
          res,
          metadata: { owner: ticket.owner, application_id: String(ticket.applicationId), filename: ticket.field, name: ticket.name },
        };
      },
      onUploadFinish: finish,
      onResponseError: (_req: IncomingMessage, res: ServerResponse, error) => {
        const { status_code: status, body } = asTusError(error);
        const message = status >= 500 ? SERVER_ERROR : (TUS_MESSAGES[status] ?? SERVER_ERROR);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        // An ApiError's body is already the portal's JSON; tus's own plain-text errors are said again.
        return { status_code: status, body: body.startsWith('{') ? body : JSON.stringify({ error: message }) };
      },
    });
    servers.set(door, server);
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

    // The upload an id names, when this owner started it (HEAD and PATCH): else 404.
    async ownUpload(rawId: unknown, owner: string): Promise<{ applicationId: number; field: string; name: string }> {
      const upload = await findOwn(rawId, owner);
      if (!upload) throw notFound(UPLOAD_NOT_FOUND);
      return upload;
    },

    // Starting a document again drops the owner's earlier upload of it (unfinished, or held and
    // never claimed), so what one login or link can leave on disk is bounded by its documents, not
    // by how often it starts.
    async supersede({ owner, applicationId, field }: Pick<UploadTicket, 'owner' | 'applicationId' | 'field'>) {
      const names = await fs.readdir(directory()).catch(() => [] as string[]);
      for (const name of names) {
        const id = name.replace(/\.json$/, '');
        if (name === id || !ID_PATTERN.test(id)) continue;
        try {
          const { metadata } = JSON.parse(await fs.readFile(path.join(directory(), name), 'utf8'));
          const isSame = metadata?.owner === owner && metadata?.application_id === String(applicationId) && metadata?.filename === field;
          if (isSame) await remove(id);
        } catch {
          // Gone meanwhile, or being written: the sweep deals with it.
        }
      }
    },

    /**
     * Runs a call with the files its body names as held uploads (`<field>_upload`, one id or
     * several), each the owner's, for this application and that document, and finished: given to
     * `use` as the multipart parts of those fields would be. They are removed once the call has
     * answered; a call that fails keeps them, so the same ids can be sent again.
     */
    async withHeldFiles<T>(
      owner: string,
      applicationId: number,
      body: unknown,
      use: (files: Record<string, Upload[]>) => Promise<T>,
    ): Promise<T> {
      const files: Record<string, Upload[]> = {};
      const ids: string[] = [];
      const named = typeof body === 'object' && body !== null ? Object.entries(body as Record<string, unknown>) : [];
      for (const [key, value] of named) {
        const field = /^(.+)_upload$/.exec(key)?.[1];
        if (!field) continue;
        for (const rawId of idsIn(value)) {
          const upload = await findOwn(rawId, owner);
          if (!upload || upload.applicationId !== applicationId || upload.field !== field) throw badRequest(UPLOAD_NOT_FOUND, { field });
          if (!upload.isComplete) throw badRequest(NOT_FINISHED, { field });
          (files[field] ??= []).push({ filepath: dataPath(upload.id), originalFilename: upload.name, size: upload.size });
          ids.push(upload.id);
        }
      }
      const answer = await use(files);
      await Promise.all(ids.map(remove));
      return answer;
    },

    // An upload's own address takes HEAD (how much has arrived) and PATCH (the next bytes) only.
    assertResumeMethod(ctx: any) {
      if (ctx.method === 'HEAD' || ctx.method === 'PATCH') return;
      ctx.set('Allow', 'HEAD, PATCH');
      throw new ApiError(405, 'Ask how much of an upload has arrived with HEAD, and send the rest with PATCH.');
    },

    // Hands the request to @tus/server at this door, which answers it itself.
    async handle(ctx: any, door: string, ticket: UploadTicket) {
      // A method override would let one route's checks stand for another method's.
      delete ctx.req.headers['x-http-method-override'];
      tickets.set(ctx.req, ticket);
      // Koa starts every answer at 404; @tus/server answers HEAD without naming a status.
      ctx.status = 200;
      ctx.respond = false;
      await tusServer(door).handle(ctx.req, ctx.res);
    },

    // Removes uploads left unfinished (or held and never claimed) past their time
    // (RESUMABLE_UPLOAD_HOURS), and data files whose description is gone. Runs on start and every
    // RESUMABLE_UPLOAD_SWEEP_MINUTES (60).
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
