import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { REVIEWER_INVITATION_DAYS } from '@bursary/domain/reviewers';
import { badRequest } from '../../../utils/api-error';
import { signingKey } from '../../../utils/signing-key';
import { holdUnusedLink, linkProgress, markLinkUsed, recordLinkReceipt } from '../../../db/link-tokens';

const TOKENS = 'api::messaging.link-token';

export type LinkPurpose = 'password_reset' | 'documents_request' | 'results_request' | 'late_application' | 'reviewer_invitation';

// How long each kind of e-mailed link works.
export const LINK_TTL_SECONDS: Record<LinkPurpose, number> = {
  password_reset: 60 * 60,
  documents_request: 30 * 24 * 60 * 60,
  results_request: 60 * 24 * 60 * 60,
  late_application: 14 * 24 * 60 * 60,
  reviewer_invitation: REVIEWER_INVITATION_DAYS * 24 * 60 * 60,
};

export type LinkToken = {
  jti: string;
  purpose: LinkPurpose;
  userId: number | null;
  applicationId: number | null;
  email: string | null;
  payload: Record<string, unknown>;
  /** When the link was used up, or null while it still works. */
  usedAt: Date | null;
  /** What arrived through the link so far (a documents request's document codes). */
  received: number[];
};

type Claims = { jti: string; purpose: LinkPurpose; exp: number };

const EXPIRED = 'This link has expired. Please ask for a new one.';
const INVALID = 'This link is not valid. Check that you copied the whole link from the e-mail.';
const USED = 'This link has already been used. Please ask for a new one.';

const dateOf = (value: unknown) => {
  if (value === null || value === undefined) return null;
  const date = new Date(typeof value === 'string' && !/^\d+$/.test(value) ? value : Number(value));
  return Number.isNaN(date.getTime()) ? null : date;
};

// A JSON column comes back parsed from PostgreSQL and as text from SQLite.
const codesOf = (value: unknown): number[] => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(Number).filter(Number.isInteger) : [];
};

// Links in e-mails carry a signed, expiring JWT naming a link-token row, which holds what the
// link is for (application, user, e-mail, requested documents) and whether it was used or revoked.
const linkTokens = ({ strapi }: { strapi: Core.Strapi }) => {
  const secret = () => signingKey(process.env.LINK_TOKEN_SECRET || process.env.JWT_SECRET, 'LINK_TOKEN_SECRET');

  const service = {
    async issue(input: {
      purpose: LinkPurpose;
      userId?: number;
      applicationId?: number;
      email?: string;
      payload?: Record<string, unknown>;
      ttlSeconds?: number;
    }) {
      const jti = crypto.randomBytes(18).toString('base64url');
      const ttl = input.ttlSeconds ?? LINK_TTL_SECONDS[input.purpose];
      await strapi.db.query(TOKENS).create({
        data: {
          jti,
          purpose: input.purpose,
          user: input.userId ?? null,
          application: input.applicationId ?? null,
          email: input.email ?? null,
          payload: input.payload ?? {},
          expires_at: new Date(Date.now() + ttl * 1000),
        },
      });
      return jwt.sign({ purpose: input.purpose }, secret(), { jwtid: jti, expiresIn: ttl, algorithm: 'HS256' });
    },

    // The link's details, used or not, or a 400 saying what is wrong with it (expired, tampered, other purpose).
    async inspect(token: string, purpose: LinkPurpose): Promise<LinkToken> {
      let claims: Claims;
      try {
        claims = jwt.verify(token, secret(), { algorithms: ['HS256'] }) as Claims;
      } catch (error) {
        throw badRequest(error instanceof jwt.TokenExpiredError ? EXPIRED : INVALID);
      }
      if (claims.purpose !== purpose || !claims.jti) throw badRequest(INVALID);
      const row = await strapi.db.query(TOKENS).findOne({
        where: { jti: claims.jti },
        populate: { user: { select: ['id'] }, application: { select: ['id'] } },
      });
      if (!row || row.purpose !== purpose || row.revoked_at) throw badRequest(INVALID);
      if (new Date(row.expires_at).getTime() <= Date.now()) throw badRequest(EXPIRED);
      return {
        jti: row.jti,
        purpose,
        userId: row.user?.id ?? null,
        applicationId: row.application?.id ?? null,
        email: row.email ?? null,
        payload: row.payload ?? {},
        usedAt: dateOf(row.used_at),
        received: codesOf(row.received),
      };
    },

    // The details of a link that still works, or a 400 saying what is wrong with it (used too).
    async verify(token: string, purpose: LinkPurpose): Promise<LinkToken> {
      const link = await service.inspect(token, purpose);
      if (link.usedAt) throw badRequest(USED);
      return link;
    },

    // Marks a link used; false when another request used it first.
    async consume(link: LinkToken, trx?: Knex) {
      return markLinkUsed(link.jti, trx);
    },

    // Inside a transaction, for a link used in several steps: takes the link's row (a conditional
    // update that matches only while the link is unused, so requests through one link wait for each
    // other) and answers what it received so far, or null once it has been used up.
    async hold(link: LinkToken, trx: Knex): Promise<{ received: number[] } | null> {
      if (!(await holdUnusedLink(link.jti, trx))) return null;
      const row = await linkProgress(link.jti, trx);
      return { received: codesOf(row?.received) };
    },

    // In the transaction that holds the link: what it has received, and whether that uses it up.
    async record(link: LinkToken, trx: Knex, received: number[], isUsedUp: boolean) {
      await recordLinkReceipt(link.jti, trx, received, isUsedUp);
    },

    // Where the link stands now (read again after it was refused as used).
    async state(link: LinkToken, trx: Knex): Promise<Pick<LinkToken, 'usedAt' | 'received'>> {
      const row = await linkProgress(link.jti, trx);
      return { usedAt: dateOf(row?.used_at), received: codesOf(row?.received) };
    },
  };
  return service;
};

export type LinkTokensService = ReturnType<typeof linkTokens>;
export default linkTokens;
