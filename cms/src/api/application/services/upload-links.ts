import jwt from 'jsonwebtoken';
import { DOCUMENT_CODES, UPLOAD_DOCS_DEFAULT_CODES, documentKindByCode, documentKindByField, type DocumentCode } from '@bursary/domain/options/document-kinds';
import { RESULT_TYPE, resultsPeriodOf, type ResultType } from '@bursary/domain/options/results-periods';
import { ApiError, badRequest } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { readRecordId } from '../../../utils/record-id';
import type { LinkToken } from '../../messaging/services/link-tokens';
import { applicantNamesOf } from '../../../db/applications';
import { DOCUMENT_TYPES, RESULTS_TYPES, type UploadRules } from '../documents/check-upload';
import { onlyTheseDocuments } from '../documents/document-kinds';

export type UploadPurpose = 'documents_request' | 'results_request';

export type OpenedLink = { link: LinkToken; applicationId: number; first_name: string; last_name: string };

const INCOMPLETE = 'This link is not complete. Open the whole link from the e-mail.';
const NO_APPLICATION = 'This link is not valid. Please ask the bursary office for a new one.';
const OTHER_APPLICATION = 'This link is for another application. Open the link from your own e-mail.';
const NEW_LINK = 'ask the bursary office for a new link by replying to their e-mail';

const DAY = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' });

// "A", "A and B", "A, B and C"
const listed = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join(''));

type LinkState = Pick<LinkToken, 'usedAt' | 'received'>;

// The links e-mailed by staff for uploading requested documents and results, without signing in.
const uploadLinks = () => {
  const service = {
    // The link's details and whose application it is for, or a 400 saying what is wrong with it
    // (missing, tampered, expired, revoked, another purpose, an application no longer there).
    async open(token: unknown, purpose: UploadPurpose): Promise<OpenedLink> {
      if (typeof token !== 'string' || !token.trim()) throw badRequest(INCOMPLETE);
      const link = await getService('messaging.link-tokens').inspect(token.trim(), purpose);
      if (!link.applicationId) throw badRequest(NO_APPLICATION);
      if (link.usedAt) throw service.usedError(link, link);
      const person = await applicantNamesOf(link.applicationId);
      if (!person) throw badRequest(NO_APPLICATION);
      return { link, applicationId: link.applicationId, first_name: person.first_name, last_name: person.last_name };
    },

    // An application_id sent beside the token must be the token's own.
    assertSameApplication(opened: OpenedLink, rawApplicationId: unknown) {
      if (rawApplicationId === undefined || rawApplicationId === null || rawApplicationId === '') return;
      if (readRecordId(rawApplicationId, OTHER_APPLICATION) !== opened.applicationId) throw badRequest(OTHER_APPLICATION);
    },

    // The document codes a documents request asks for; a request naming none asks for the
    // /uploaddocs defaults.
    requestedCodes(link: LinkToken): DocumentCode[] {
      const listed = Array.isArray(link.payload.files) ? link.payload.files : [];
      const codes = [...new Set(listed.map(Number))].filter((code): code is DocumentCode =>
        (DOCUMENT_CODES as readonly number[]).includes(code),
      );
      return codes.length > 0 ? codes.sort((a, b) => a - b) : [...UPLOAD_DOCS_DEFAULT_CODES];
    },

    resultType(link: LinkToken): ResultType {
      const value = Number(link.payload.resultType);
      if (value !== RESULT_TYPE.MID_YEAR && value !== RESULT_TYPE.FINAL_YEAR) throw badRequest(NO_APPLICATION);
      return value;
    },

    // A link that was used up (410): what came through it and when, and how to get a new one.
    usedError(link: LinkToken, { usedAt, received }: LinkState) {
      const day = DAY.format(usedAt ?? new Date());
      if (link.purpose === 'results_request') {
        const kind = documentKindByField(resultsPeriodOf(service.resultType(link)))!;
        return new ApiError(
          410,
          `This link has already been used: we received what you sent for your ${kind.name} on ${day}. To change it, ${NEW_LINK}.`,
          { received: [{ code: kind.code, name: kind.name }], used_at: usedAt?.toISOString() ?? null },
        );
      }
      const kinds = received.map((code) => documentKindByCode(code)).filter((kind) => kind !== undefined);
      const what = kinds.length > 0 ? `your ${listed(kinds.map((kind) => kind.name))}` : 'the documents it asked for';
      return new ApiError(410, `This link has already been used: we received ${what} on ${day}. To send anything else, ${NEW_LINK}.`, {
        received: kinds.map((kind) => ({ code: kind.code, name: kind.name })),
        used_at: usedAt?.toISOString() ?? null,
      });
    },

    // A link of either kind: the token says which (its signature is checked by open).
    async openAny(token: unknown): Promise<OpenedLink> {
      const claims = typeof token === 'string' ? jwt.decode(token.trim()) : null;
      const purpose: UploadPurpose =
        claims && typeof claims === 'object' && claims.purpose === 'results_request' ? 'results_request' : 'documents_request';
      return service.open(token, purpose);
    },

    // What a file sent through the link may be (/api/linkuploads): one of the documents a request
    // asks for, under its field, or a results link's transcript, under `file` as in /api/submitresults.
    async fileRules(opened: OpenedLink, field: unknown): Promise<{ field: string; rules: UploadRules }> {
      const { token_upload_max_bytes: maxBytes } = await getService('portal.portal-content').settings();
      if (opened.link.purpose === 'results_request') {
        const kind = documentKindByField(resultsPeriodOf(service.resultType(opened.link)))!;
        if (field !== 'file') throw badRequest(`Send the transcript as filename "file": this link takes your ${kind.name}.`);
        return { field, rules: { label: kind.name, maxBytes, types: RESULTS_TYPES } };
      }
      const kinds = service.requestedCodes(opened.link).map((code) => documentKindByCode(code)!);
      const kind = kinds.find((requested) => requested.field === field);
      if (!kind) throw onlyTheseDocuments(kinds);
      return { field: kind.field, rules: { label: kind.name, maxBytes, types: DOCUMENT_TYPES } };
    },

    // What a token upload page shows: whose link it is and what it asks for. The token says which
    // page it belongs to; any other kind of link is refused by the verification.
    async describe(token: unknown) {
      const opened = await service.openAny(token);
      const purpose = opened.link.purpose as UploadPurpose;
      const { token_upload_max_bytes: maxBytes } = await getService('portal.portal-content').settings();
      const common = {
        application_id: opened.applicationId,
        first_name: opened.first_name,
        last_name: opened.last_name,
        purpose,
        max_bytes: maxBytes,
      };
      if (purpose === 'results_request') return { ...common, result_type: service.resultType(opened.link) };
      const documents = service.requestedCodes(opened.link).map((code) => {
        const kind = documentKindByCode(code)!;
        return { code: kind.code, name: kind.name, field: kind.field, received: opened.link.received.includes(code) };
      });
      return { ...common, documents };
    },
  };
  return service;
};

export type UploadLinksService = ReturnType<typeof uploadLinks>;
export default uploadLinks;
