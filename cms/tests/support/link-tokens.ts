import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Knex } from 'knex';
import { db } from './database';

type Purpose = 'password_reset' | 'documents_request' | 'results_request' | 'late_application' | 'reviewer_invitation';

// A link token made the way the cms's link-tokens service makes one (a link_tokens row named by a
// signed JWT). The staff e-mails that issue document and results requests come with the back
// office, so until then the arrange step of a test writes the row itself (into the run's database,
// or the `connection` of a cms of the test's own, started with the run's LINK_TOKEN_SECRET).
export const issueLinkToken = async (
  input: {
    purpose: Purpose;
    applicationId?: number;
    email?: string;
    payload?: Record<string, unknown>;
    ttlSeconds?: number;
  },
  connection: Knex = db(),
) => {
  const jti = crypto.randomBytes(18).toString('base64url');
  const ttlSeconds = input.ttlSeconds ?? 3600;
  const now = new Date();
  const [row] = await connection('link_tokens')
    .insert({
      document_id: crypto.randomBytes(12).toString('hex'),
      jti,
      purpose: input.purpose,
      email: input.email ?? null,
      payload: JSON.stringify(input.payload ?? {}),
      expires_at: new Date(now.getTime() + ttlSeconds * 1000),
      created_at: now,
      updated_at: now,
      published_at: now,
    })
    .returning('id');
  const id = typeof row === 'object' ? row.id : row;
  if (input.applicationId) await connection('link_tokens_application_lnk').insert({ link_token_id: id, application_id: input.applicationId });
  const secret = process.env.LINK_TOKEN_SECRET || process.env.JWT_SECRET!;
  return jwt.sign({ purpose: input.purpose }, secret, { jwtid: jti, expiresIn: ttlSeconds, algorithm: 'HS256' });
};

// The same token with one character of its payload changed: the signature no longer matches.
export const tampered = (token: string) => {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const forged = Buffer.from(JSON.stringify({ ...claims, purpose: 'documents_request', exp: claims.exp + 3600 })).toString('base64url');
  return [header, forged, signature].join('.');
};
