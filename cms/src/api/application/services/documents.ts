import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { fromFile } from 'file-type';
import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import {
  UNSUPPORTED_FILE_MESSAGE,
  fileTooLargeMessage,
  filesSubmittedMessage,
  selectFileForMessage,
  uploadFailedMessage,
  uploadedMessage,
  type DetectedFileType,
} from '@bursary/domain/files';
import {
  APPLICANT_DOCUMENTS,
  DOCUMENT_KINDS,
  OPTIONAL_UPLOAD_CODES,
  SUPPORTING_DOCUMENT_CODES,
  documentKindByCode,
  documentKindByField,
  type DocumentCode,
  type DocumentKind,
} from '@bursary/domain/options/document-kinds';
import { ACCEPT_DECLINE, UPLOAD_MAX_BYTES } from '@bursary/domain/constants';
import { ApiError, badRequest, forbidden, notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import type { StaffActor } from '../../../utils/require-staff';
import { ALREADY_SUBMITTED } from './applications';
import type { OpenedLink } from './upload-links';
import { hasActiveMarkup } from '../utils/active-markup';
import { hasActivePdfContent, hasActivePdfFile } from '../utils/pdf-active-content';

const DOCUMENTS = 'api::application.document';

export const DOCUMENT_TYPES: readonly DetectedFileType[] = ['application/pdf', 'image/jpeg', 'image/png'];
export const RESULTS_TYPES: readonly DetectedFileType[] = [...DOCUMENT_TYPES, 'image/gif'];

const EXTENSIONS: Record<DetectedFileType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
};

const NAME_MAX_LENGTH = 150;
const isOptional = (kind: DocumentKind) => OPTIONAL_UPLOAD_CODES.includes(kind.code);
export const DOCUMENT_NOT_FOUND = 'Document not found.';
const NOT_SELECTED = 'Supporting documents can be uploaded once your application has been selected.';
const CHOOSE_DOCUMENT = `Choose which document you are uploading: ${APPLICANT_DOCUMENTS.map((document) => document.label).join(', ')}.`;

export type Source = 'applicant' | 'token_link' | 'staff';

/** A file sent for a document the request (or link) does not ask for. */
export const onlyTheseDocuments = (kinds: readonly DocumentKind[]) =>
  badRequest(`Only these documents can be uploaded here: ${kinds.map((kind) => kind.name).join(', ')}.`);

// One file of a multipart request, as the body parser left it in a temp file.
export type Upload = { filepath: string; originalFilename?: string | null; size: number };

export type CheckedUpload = { filepath: string; name: string; size: number; mime: DetectedFileType };

export type UploadRules = { label: string; maxBytes: number; types?: readonly DetectedFileType[] };

export type DocumentSummary = {
  id: number;
  field: string;
  code: number;
  original_name: string;
  size: number;
  mime: string;
};

export type DocumentRow = DocumentSummary & { storage_key: string; source: Source; created_at: unknown };

export type StoredColumns = { original_name: string; mime: string; storage_key: string; size: number; sha256: string };

type Uploader = { source: Source; userId?: number | null };

export type FileLine = { field: string; code: number; file: string; uploaded: boolean; message: string; reason?: string; document?: DocumentSummary };

const COLUMNS = ['d.id', 'd.code', 'd.field', 'd.original_name', 'd.size', 'd.mime', 'd.storage_key', 'd.source', 'd.created_at'];

// The name a person gave the file, made safe to show and to send back in Content-Disposition:
// no folders, no control or invisible formatting characters, no quotes, a sane length.
export const safeFileName = (raw: unknown): string => {
  const base = String(raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/["*:<>?|]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!clean) return 'document';
  const characters = [...clean];
  if (characters.length <= NAME_MAX_LENGTH) return clean;
  const extension = path.extname(clean).length <= 10 ? path.extname(clean) : '';
  return `${characters.slice(0, NAME_MAX_LENGTH - extension.length).join('').trimEnd()}${extension}`;
};

// Sent with every stored file, for a browser that opens one straight from the API rather than as
// the apps show it (from a blob: URL): no script, form, plugin or same-origin access for what it
// holds. Chromium's PDF viewer runs a PDF's own JavaScript all the same, hence openToShow.
export const STORED_FILE_POLICY = "sandbox; default-src 'none'";

const withheldMessage = (name: string) =>
  `${name} contains scripts or embedded files, so it is not opened here. A plain copy (printed to PDF, or scanned) can be uploaded in its place.`;

// A download keeps the stored name but always ends in the extension of what the file really is,
// so "cv.pdf.exe" holding a PDF is saved as "cv.pdf.exe.pdf".
export const downloadName = (name: string, mime: string) => {
  const extensions = EXTENSIONS[mime as DetectedFileType];
  if (!extensions || extensions.includes(path.extname(name).toLowerCase())) return name;
  return `${name}${extensions[0]}`;
};

export const summaryOf = (row: DocumentRow): DocumentSummary => ({
  id: Number(row.id),
  field: row.field,
  code: Number(row.code),
  original_name: row.original_name,
  size: Number(row.size),
  mime: row.mime,
});

const timestamp = (value: unknown) => {
  if (value === null || value === undefined) return null;
  const date = new Date(typeof value === 'string' && !/^\d+$/.test(value) ? value : Number(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

// One of the four documents of the application itself, or undefined.
const applicantDocumentKind = (field: unknown) =>
  APPLICANT_DOCUMENTS.some((document) => document.field === field) ? documentKindByField(field) : undefined;

const isUpload = (value: unknown): value is Upload =>
  typeof value === 'object' && value !== null && typeof (value as Upload).filepath === 'string' && typeof (value as Upload).size === 'number';

const documents = ({ strapi }: { strapi: Core.Strapi }) => {
  const storage = () => getService('application.document-storage');
  const knex = (trx?: Knex) => trx ?? strapi.db.connection;

  const rowsOf = (applicationId: number, trx?: Knex) =>
    knex(trx)('application_documents as d')
      .join('application_documents_application_lnk as l', 'l.document_id', 'd.id')
      .where('l.application_id', applicationId);

  const applicationOf = (applicationId: number) =>
    strapi.db
      .connection('applications as a')
      .join('applications_applicant_lnk as l', 'l.application_id', 'a.id')
      .where('a.id', applicationId)
      .first('a.id', 'a.application_year', 'a.submitted', 'a.accept_decline', 'l.applicant_id');

  const createRow = (applicationId: number, kind: DocumentKind, file: StoredColumns, by: Uploader) =>
    strapi.db.query(DOCUMENTS).create({
      data: {
        application: applicationId,
        code: kind.code,
        field: kind.field,
        ...file,
        source: by.source,
        uploaded_by: by.userId ?? null,
      },
    }) as Promise<DocumentRow>;

  // The kinds a request asks for; a file sent for any other document refuses the whole request.
  const requestedKinds = (codes: readonly DocumentCode[], files: Record<string, unknown[]>) => {
    const kinds = codes.map((code) => documentKindByCode(code)).filter((kind): kind is DocumentKind => Boolean(kind));
    const requested = new Set<string>(kinds.map((kind) => kind.field));
    if (Object.keys(files).some((field) => !requested.has(field))) {
      throw onlyTheseDocuments(kinds);
    }
    return kinds;
  };

  // Checks each file of the requested kinds on its own: a line per file in the order sent (a
  // refused one says why), and the files that passed. When every file is refused, the first
  // refusal is the answer, with the lines.
  const checkEach = async (kinds: DocumentKind[], uploads: Record<string, unknown[]>) => {
    const { token_upload_max_bytes: maxBytes } = await getService('portal.portal-content').settings();
    const files: FileLine[] = [];
    const accepted: { index: number; kind: DocumentKind; checked: CheckedUpload }[] = [];
    let firstRefusal: ApiError | null = null;
    for (const kind of kinds) {
      for (const upload of uploads[kind.field] ?? []) {
        const file = isUpload(upload) ? safeFileName(upload.originalFilename) : kind.name;
        try {
          const checked = await service.check(upload, { label: kind.name, maxBytes });
          accepted.push({ index: files.length, kind, checked });
          files.push({ field: kind.field, code: kind.code, file, uploaded: true, message: uploadedMessage(file) });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          firstRefusal ??= error;
          files.push({ field: kind.field, code: kind.code, file, uploaded: false, message: uploadFailedMessage(file), reason: error.message });
        }
      }
    }
    if (accepted.length === 0 && firstRefusal) throw new ApiError(firstRefusal.status, firstRefusal.message, { files });
    return { files, accepted };
  };

  const service = {
    // Judges a file by its content (never its name or declared type), then its size, then refuses
    // one that is also a web page, and a PDF that could run code or carry files in a viewer.
    async check(upload: unknown, { label, maxBytes, types = DOCUMENT_TYPES }: UploadRules): Promise<CheckedUpload> {
      if (!isUpload(upload)) throw badRequest(selectFileForMessage(label));
      const name = safeFileName(upload.originalFilename);
      if (upload.size === 0) throw badRequest(`${name} is empty. ${selectFileForMessage(label)}`);
      const detected = await fromFile(upload.filepath);
      const mime = detected?.mime as DetectedFileType | undefined;
      if (!mime || !types.includes(mime)) throw new ApiError(415, UNSUPPORTED_FILE_MESSAGE);
      if (upload.size > maxBytes) throw new ApiError(413, fileTooLargeMessage(name));
      if (await hasActiveMarkup(upload.filepath)) throw new ApiError(415, UNSUPPORTED_FILE_MESSAGE);
      if (mime === 'application/pdf' && (await hasActivePdfFile(upload.filepath))) throw new ApiError(415, UNSUPPORTED_FILE_MESSAGE);
      return { filepath: upload.filepath, name, size: upload.size, mime };
    },

    // Stores checked files, then runs `write` with the columns naming them in one transaction: a
    // row only ever names a file that is whole on disk, and a failed write leaves no file behind.
    async withStoredFiles<T>(uploads: CheckedUpload[], write: (files: StoredColumns[], trx: Knex) => Promise<T>): Promise<T> {
      const files: StoredColumns[] = [];
      const removeAll = () => Promise.all(files.map((file) => storage().remove(file.storage_key)));
      try {
        for (const upload of uploads) {
          const stored = await storage().store(upload.filepath);
          files.push({ original_name: upload.name, mime: upload.mime, storage_key: stored.storageKey, size: stored.size, sha256: stored.sha256 });
        }
        return await strapi.db.transaction(({ trx }) => write(files, trx));
      } catch (error) {
        await removeAll();
        throw error;
      }
    },

    async withStoredFile<T>(upload: CheckedUpload, write: (file: StoredColumns, trx: Knex) => Promise<T>): Promise<T> {
      return service.withStoredFiles([upload], ([file], trx) => write(file, trx));
    },

    createRow,

    // Adds a file to a document kind's list.
    async add(applicationId: number, kind: DocumentKind, upload: CheckedUpload, by: Uploader) {
      return summaryOf(await service.withStoredFile(upload, (file) => createRow(applicationId, kind, file, by)));
    },

    // Puts a file in place of a kind's earlier ones: the new file is stored first, one transaction
    // swaps the rows, and only then are the earlier files removed. A refused or failed upload
    // leaves the earlier document whole.
    async replace(applicationId: number, kind: DocumentKind, upload: CheckedUpload, by: Uploader) {
      let replaced: { id: number; storage_key: string }[] = [];
      const created = await service.withStoredFile(upload, async (file, trx) => {
        replaced = await rowsOf(applicationId, trx).where('d.code', kind.code).select('d.id', 'd.storage_key');
        for (const { id } of replaced) await strapi.db.query(DOCUMENTS).delete({ where: { id } });
        return createRow(applicationId, kind, file, by);
      });
      await Promise.all(replaced.map((row) => storage().remove(row.storage_key)));
      return summaryOf(created);
    },

    // Whether the signed-in applicant may upload this document into this application now, and at
    // what size: asked before a resumable upload takes its first byte and again when it completes.
    async applicantDocumentRules(input: { applicantId: number; applicationId: number; field: unknown }) {
      const application = await applicationOf(input.applicationId);
      if (!application) throw notFound('Application not found.');
      await getService('application.applications').assertOpenFor(input.applicantId);
      const { cycle_year: cycleYear, upload_max_bytes: maxBytes } = await getService('portal.portal-content').settings();
      if (Number(application.application_year) !== cycleYear) throw forbidden(`Application for ${application.application_year} now closed`);
      if (application.submitted) throw forbidden(ALREADY_SUBMITTED);

      const kind = applicantDocumentKind(input.field);
      if (!kind) throw badRequest(CHOOSE_DOCUMENT);
      return { kind, maxBytes: Number(maxBytes) };
    },

    // The signed-in applicant's upload of one of the four application documents, whether it came
    // whole (multipart) or resumed (services/resumable-uploads).
    async uploadApplicantDocument(input: { applicantId: number; userId: number; applicationId: number; field: unknown; upload: unknown }) {
      const { kind, maxBytes } = await service.applicantDocumentRules(input);
      const checked = await service.check(input.upload, { label: kind.name, maxBytes });
      const document = await service.replace(input.applicationId, kind, checked, { source: 'applicant', userId: input.userId });
      return { success: uploadedMessage(checked.name), document };
    },

    // Whether the signed-in applicant may send this supporting document of /uploaddocs now (the
    // application selected), and at what size: asked before a resumable upload of it starts.
    async supportingDocumentRules(input: { applicationId: number; field: unknown }) {
      await service.assertSelected(input.applicationId);
      const kinds = SUPPORTING_DOCUMENT_CODES.map((code) => documentKindByCode(code)!);
      const kind = kinds.find((supporting) => supporting.field === input.field);
      if (!kind) throw onlyTheseDocuments(kinds);
      const { token_upload_max_bytes: maxBytes } = await getService('portal.portal-content').settings();
      return { kind, rules: { label: kind.name, maxBytes: Number(maxBytes) } satisfies UploadRules };
    },

    async assertSelected(applicationId: number) {
      const application = await applicationOf(applicationId);
      if (!application) throw notFound('Application not found.');
      if (Number(application.accept_decline) !== ACCEPT_DECLINE.ACCEPTED) throw forbidden(NOT_SELECTED);
    },

    // Staff on the update-on-behalf form: any application, submitted or not, at the form's 2 MB. The file
    // is added beside the applicant's own (nothing of theirs is removed) and audited with it.
    async uploadOnBehalf(staff: StaffActor, input: { applicationId: number; field: unknown; upload: unknown }) {
      const kind = applicantDocumentKind(input.field);
      if (!kind) throw badRequest(CHOOSE_DOCUMENT);
      const checked = await service.check(input.upload, { label: kind.name, maxBytes: UPLOAD_MAX_BYTES });
      const row = await service.withStoredFile(checked, async (file) => {
        const created = await createRow(input.applicationId, kind, file, { source: 'staff', userId: staff.userId });
        await getService('audit.audit-log').record(staff, {
          action: 'document.upload',
          targetType: 'application',
          targetId: input.applicationId,
          after: summaryOf(created),
          details: { field: kind.field, code: kind.code },
        });
        return created;
      });
      return { success: uploadedMessage(checked.name), document: summaryOf(row) };
    },

    // Several requested documents in one request (/uploaddocs): every requested document needs a
    // file (the acceptance letter and the signed pledge letter may be left out), nothing else is
    // taken, and each file is then stored or refused on its own.
    async uploadRequested(input: {
      applicationId: number;
      codes: readonly DocumentCode[];
      files: Record<string, unknown[]>;
      source: Source;
      userId?: number | null;
    }) {
      const kinds = requestedKinds(input.codes, input.files);
      const isMissing = (kind: DocumentKind) => (input.files[kind.field] ?? []).length === 0;
      const missing = kinds.find((kind) => !isOptional(kind) && isMissing(kind)) ?? (kinds.every(isMissing) ? kinds[0] : undefined);
      if (missing) throw badRequest(selectFileForMessage(missing.name));

      const { files, accepted } = await checkEach(kinds, input.files);
      for (const { index, kind, checked } of accepted) {
        const document = await service.add(input.applicationId, kind, checked, { source: input.source, userId: input.userId });
        files[index] = { ...files[index], document };
      }
      return { success: filesSubmittedMessage(accepted.length), files };
    },

    // The e-mailed documents request (/docsupload/{token}): any of the requested documents, one or
    // several at a time. The files that pass are stored together in one transaction holding the
    // link, which records what it received and is used up once every requested document is in.
    // A refused or interrupted upload changes nothing, so the applicant can send it again.
    async uploadThroughLink(input: { opened: OpenedLink; codes: readonly DocumentCode[]; files: Record<string, unknown[]> }) {
      const { link, applicationId } = input.opened;
      const kinds = requestedKinds(input.codes, input.files);
      if (kinds.every((kind) => (input.files[kind.field] ?? []).length === 0)) {
        const next = kinds.find((kind) => !link.received.includes(kind.code)) ?? kinds[0];
        throw badRequest(selectFileForMessage(next.name));
      }

      const { files, accepted } = await checkEach(kinds, input.files);
      const tokens = getService('messaging.link-tokens');
      const received = await service.withStoredFiles(
        accepted.map(({ checked }) => checked),
        async (stored, trx) => {
          const held = await tokens.hold(link, trx);
          if (!held) throw getService('application.upload-links').usedError(link, await tokens.state(link, trx));
          for (const [position, { index, kind }] of accepted.entries()) {
            const row = await createRow(applicationId, kind, stored[position], { source: 'token_link' });
            files[index] = { ...files[index], document: summaryOf(row) };
          }
          const codes = [...new Set([...held.received, ...accepted.map(({ kind }) => kind.code)])].sort((a, b) => a - b);
          await tokens.record(link, trx, codes, kinds.every((kind) => codes.includes(kind.code)));
          return codes;
        },
      );
      return {
        success: filesSubmittedMessage(accepted.length),
        files,
        documents: kinds.map(({ code, name, field }) => ({ code, name, field, received: received.includes(code) })),
      };
    },

    // /uploaddocs/{application_id}: the applicant's own application, once selected; the spec's four
    // documents, and the signed pledge letter when the applicant has it.
    async uploadSupporting(input: { applicationId: number; userId: number; files: Record<string, unknown[]> }) {
      await service.assertSelected(input.applicationId);
      return service.uploadRequested({
        applicationId: input.applicationId,
        codes: SUPPORTING_DOCUMENT_CODES,
        files: input.files,
        source: 'applicant',
        userId: input.userId,
      });
    },

    // Every kind in code order with its files, oldest first.
    async list(applicationId: number) {
      const rows: DocumentRow[] = await rowsOf(applicationId).orderBy([{ column: 'd.code' }, { column: 'd.id' }]).select(COLUMNS);
      return DOCUMENT_KINDS.map((kind) => ({
        code: kind.code,
        name: kind.name,
        field: kind.field,
        files: rows
          .filter((row) => Number(row.code) === kind.code)
          .map((row) => ({ ...summaryOf(row), source: row.source, uploaded_at: timestamp(row.created_at) })),
      }));
    },

    async find(applicationId: number, documentId: number, field: string): Promise<DocumentRow | null> {
      const row = await rowsOf(applicationId).where({ 'd.id': documentId, 'd.field': field }).first(COLUMNS);
      return row ?? null;
    },

    // The latest file of a kind, or, when this application has none, the same applicant's latest
    // from an earlier cycle (a returning applicant's saved ID and testimonial).
    async latest(applicationId: number, field: string): Promise<DocumentRow | null> {
      const current = await rowsOf(applicationId).where('d.field', field).orderBy('d.id', 'desc').first(COLUMNS);
      if (current) return current;
      const application = await applicationOf(applicationId);
      if (!application) return null;
      const earlier = await strapi.db
        .connection('application_documents as d')
        .join('application_documents_application_lnk as l', 'l.document_id', 'd.id')
        .join('applications as a', 'a.id', 'l.application_id')
        .join('applications_applicant_lnk as al', 'al.application_id', 'a.id')
        .where('al.applicant_id', application.applicant_id)
        .andWhere('a.application_year', '<', application.application_year)
        .andWhere('d.field', field)
        .orderBy([{ column: 'a.application_year', order: 'desc' }, { column: 'd.id', order: 'desc' }])
        .first(COLUMNS);
      return earlier ?? null;
    },

    async open(row: DocumentRow) {
      const file = await storage().open(row.storage_key);
      if (!file) {
        strapi.log.error(`Stored file of document ${row.id} is missing`);
        throw notFound(DOCUMENT_NOT_FOUND);
      }
      return file;
    },

    // A stored file for a browser to show or save. A PDF that uploads now refuse (scripts, launch
    // actions, embedded files), stored before they did, is withheld rather than run.
    async openToShow(row: DocumentRow): Promise<{ body: Readable | Buffer; size: number }> {
      const file = await service.open(row);
      if (row.mime !== 'application/pdf') return { body: file.stream, size: file.size };
      const content = await buffer(file.stream);
      if (hasActivePdfContent(content)) throw forbidden(withheldMessage(row.original_name));
      return { body: content, size: content.length };
    },
  };
  return service;
};

export type DocumentsService = ReturnType<typeof documents>;
export default documents;
