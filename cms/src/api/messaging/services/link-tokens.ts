import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Core } from '@strapi/strapi';
import { badRequest } from '../../../utils/api-error';

const TOKENS = 'api::messaging.link-token';

export type LinkPurpose = 'password_reset' | 'documents_request' | 'results_request' | 'late_application';

// How long each kind of e-mailed link works.
export const LINK_TTL_SECONDS: Record<LinkPurpose, number> = {
  password_reset: 60 * 60,
  documents_request: 30 * 24 * 60 * 60,
  results_request: 60 * 24 * 60 * 60,
  late_application: 14 * 24 * 60 * 60,
};

// Links that work once: using one marks it used.
const SINGLE_USE: LinkPurpose[] = ['password_reset'];

export type LinkToken = {
  jti: string;
  purpose: LinkPurpose;
  userId: number | null;
  applicationId: number | null;
  email: string | null;
  payload: Record<string, unknown>;
};

type Claims = { jti: string; purpose: LinkPurpose; exp: number };

const EXPIRED = 'This link has expired. Please ask for a new one.';
const INVALID = 'This link is not valid. Check that you copied the whole link from the e-mail.';
const USED = 'This link has already been used. Please ask for a new one.';

// Links in e-mails carry a signed, expiring JWT naming a link_tokens row, which holds what the
// link is for (application, user, e-mail, requested documents) and whether it was used or revoked.
const linkTokens = ({ strapi }: { strapi: Core.Strapi }) => {
  const secret = () => {
    const value = process.env.LINK_TOKEN_SECRET || process.env.JWT_SECRET;
    if (!value) throw new Error('LINK_TOKEN_SECRET is not set');
    return value;
  };

  return {
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

    // The link's details, or a 400 saying what is wrong with it (expired, used, tampered, other purpose).
    async verify(token: string, purpose: LinkPurpose): Promise<LinkToken> {
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
      if (row.used_at) throw badRequest(USED);
      if (new Date(row.expires_at).getTime() <= Date.now()) throw badRequest(EXPIRED);
      return {
        jti: row.jti,
        purpose,
        userId: row.user?.id ?? null,
        applicationId: row.application?.id ?? null,
        email: row.email ?? null,
        payload: row.payload ?? {},
      };
    },

    // Marks a single-use link used; false when another request used it first.
    async consume(link: LinkToken) {
      if (!SINGLE_USE.includes(link.purpose)) return true;
      const updated = await strapi.db
        .connection('link_tokens')
        .where({ jti: link.jti })
        .whereNull('used_at')
        .update({ used_at: new Date() });
      return updated === 1;
    },
  };
};

export type LinkTokensService = ReturnType<typeof linkTokens>;
export default linkTokens;
