import { currentConnection, knexOf, rawRows } from './connection';
import { LINK, TABLE } from './tables';

// The login sessions behind login tokens (api::account.login-session): a token works while its
// session row has not ended, so logout, a password reset or an account change can end it early.

const SESSION_USER = LINK.loginSessionUser;

// Read on every signed-in call that the session memory does not answer: raw (connection.ts says why).
const LIVE_SESSION_SQL = `select expires_at from ${TABLE.loginSessions} where sid = ? and ended_at is null and expires_at > ? limit 1`;

/** Reads the session `sid` while it has neither ended nor expired at `now`: its expiry, or undefined. */
export const liveSession = async (sid: string, now: Date) => {
  const [session] = await rawRows<{ expires_at: string | number | Date }>(LIVE_SESSION_SQL, [sid, now]);
  return session;
};

/** Writes the end of the session `sid` (a logout), unless it has ended already. */
export const endSession = (sid: string) =>
  knexOf()(TABLE.loginSessions).where({ sid }).whereNull('ended_at').update({ ended_at: new Date() });

/**
 * Writes the end of every session of the user that has not ended. Also from inside a transaction
 * (a user changed in the admin panel): on its connection.
 */
export const endSessionsOfUser = async (userId: number) => {
  const connection = await currentConnection();
  await connection(TABLE.loginSessions)
    .whereIn('id', connection(SESSION_USER.table).select(SESSION_USER.loginSession).where({ [SESSION_USER.user]: userId }))
    .whereNull('ended_at')
    .update({ ended_at: new Date() });
};

/** Reads the user's sign-ins, oldest first: when, until when, from where and with what. */
export const signInsOfUser = (userId: number) =>
  knexOf()(`${TABLE.loginSessions} as s`)
    .join(`${SESSION_USER.table} as l`, `l.${SESSION_USER.loginSession}`, 's.id')
    .where(`l.${SESSION_USER.user}`, userId)
    .orderBy('s.created_at')
    .select('s.created_at', 's.expires_at', 's.ended_at', 's.ip', 's.user_agent');
