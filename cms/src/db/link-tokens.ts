import type { Knex } from 'knex';
import { knexOf } from './connection';
import { LINK, TABLE } from './tables';

// The rows behind e-mailed links (api::messaging.link-token): whether a link was used or revoked,
// and what arrived through it. A write that claims a link matches only while it is unused, so two
// requests through one link cannot both use it.

const TOKEN_USER = LINK.linkTokenUser;

const linkRow = (knex: Knex, jti: string) => knex(TABLE.linkTokens).where({ jti });

/** Writes the link used; true when this call did, false when another request used it first. */
export const markLinkUsed = async (jti: string, trx?: Knex) =>
  (await linkRow(knexOf(trx), jti).whereNull('used_at').update({ used_at: new Date() })) === 1;

/**
 * Takes the unused link's row for the transaction (touches its updated_at, so requests through one
 * link wait for each other); false once the link has been used up.
 */
export const holdUnusedLink = async (jti: string, trx: Knex) =>
  (await linkRow(trx, jti).whereNull('used_at').update({ updated_at: new Date() })) === 1;

/** Reads when the link was used up and what arrived through it, as stored (received is JSON). */
export const linkProgress = (jti: string, trx: Knex): Promise<{ used_at: unknown; received: unknown } | undefined> =>
  linkRow(trx, jti).first('used_at', 'received');

/** Writes what arrived through the link and, when that uses it up, when it was used. */
export const recordLinkReceipt = (jti: string, trx: Knex, received: number[], isUsedUp: boolean) =>
  linkRow(trx, jti).update({ received: JSON.stringify(received), ...(isUsedUp && { used_at: new Date() }) });

/** Writes the user's links for `purpose` that still work revoked (older reset links after a new password). */
export const revokeUnusedLinksOfUser = (userId: number, purpose: string) => {
  const knex = knexOf();
  return knex(TABLE.linkTokens)
    .whereIn('id', knex(TOKEN_USER.table).select(TOKEN_USER.linkToken).where({ [TOKEN_USER.user]: userId }))
    .where({ purpose })
    .whereNull('used_at')
    .whereNull('revoked_at')
    .update({ revoked_at: new Date() });
};
