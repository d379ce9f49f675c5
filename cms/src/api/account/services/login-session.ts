import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Core } from '@strapi/strapi';
import { ROLE } from '@bursary/domain/roles';
import { endSession, endSessionsOfUser, liveSession } from '../../../db/accounts';
import { signingKey } from '../../../utils/signing-key';
import { sessionCheckSeconds, shortMemory } from '../../../utils/short-memory';
import { announce, onInstanceEvent } from '../../../utils/instance-events';

const SESSIONS = 'api::account.login-session';

// Login tokens carry the portal's roles; the legacy alias 4 is only ever mapped in the browser.
export type TokenRole = typeof ROLE.STAFF | typeof ROLE.REVIEWER | typeof ROLE.APPLICANT;
const TOKEN_ROLES: readonly unknown[] = [ROLE.STAFF, ROLE.REVIEWER, ROLE.APPLICANT];
export type Account = { userId: number; role: TokenRole; sid: string };
type Claims = { sub: string; sid: string; role: TokenRole; exp: number };

const TTL_PATTERN = /^(\d+)([smhd])$/;
const SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

export const parseTtlSeconds = (ttl: string) => {
  const match = TTL_PATTERN.exec(ttl);
  if (!match) throw new Error(`LOGIN_TOKEN_TTL "${ttl}" must look like 30m, 12h or 7d`);
  return Number(match[1]) * SECONDS[match[2] as keyof typeof SECONDS];
};

// Sessions found alive are remembered for SESSION_CHECK_SECONDS (default 5) so that an
// applicant's burst of saves does not read the same row on every call. Logout and a password reset
// forget them at once: on this instance, and with REDIS_URL on every other one (utils/instance-
// events.ts); without it another instance sharing the database sees the end within that time. The
// token's signature and expiry are still checked on every call.
type AliveSession = { userId: number; expiresAt: number };

// A login token is a JWT naming a server-side session: the signature proves who issued it,
// the session row lets logout and a password reset end it before it expires.
const loginSession = ({ strapi }: { strapi: Core.Strapi }) => {
  const secret = () => signingKey(process.env.JWT_SECRET, 'JWT_SECRET');
  const alive = shortMemory<string, AliveSession>(sessionCheckSeconds);
  onInstanceEvent('session-ended', ({ sid }) => alive.forget((key) => key === sid));
  onInstanceEvent('user-signed-out', ({ userId }) => alive.forget((_sid, session) => session.userId === userId));
  const isRemembered = (sid: string, userId: number) => {
    const session = alive.get(sid);
    return !!session && session.userId === userId && session.expiresAt > Date.now();
  };
  const ttlSeconds = () => parseTtlSeconds(process.env.LOGIN_TOKEN_TTL || '12h');
  const sessions = () => strapi.db.query(SESSIONS);

  return {
    async start(user: { id: number; role: TokenRole }, request: { ip?: string; userAgent?: string }) {
      const sid = crypto.randomBytes(24).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlSeconds() * 1000);
      await sessions().create({
        data: {
          sid,
          user: user.id,
          expires_at: expiresAt,
          ip: request.ip?.slice(0, 64),
          user_agent: request.userAgent?.slice(0, 255),
        },
      });
      return jwt.sign({ sid, role: user.role }, secret(), {
        subject: String(user.id),
        expiresIn: ttlSeconds(),
        algorithm: 'HS256',
      });
    },

    async verify(token: string): Promise<Account | null> {
      let claims: Claims;
      try {
        claims = jwt.verify(token, secret(), { algorithms: ['HS256'] }) as Claims;
      } catch {
        return null;
      }
      if (!claims.sid || !claims.sub || !TOKEN_ROLES.includes(claims.role)) return null;
      const account = { userId: Number(claims.sub), role: claims.role, sid: claims.sid };
      if (isRemembered(claims.sid, account.userId)) return account;
      const session = await liveSession(claims.sid, new Date());
      if (!session) return null;
      alive.set(claims.sid, { userId: account.userId, expiresAt: Math.min(new Date(session.expires_at).getTime(), claims.exp * 1000) });
      return account;
    },

    // Announced once the row says ended, so no instance reads it alive again after forgetting it.
    async end(sid: string) {
      await endSession(sid);
      await announce({ type: 'session-ended', sid });
    },

    // Blocking a user, changing their role or deleting them (in the Strapi admin, or anywhere else
    // through Strapi) signs them out everywhere at once, not when their token expires. A deleted
    // user's sessions end before the user row and its links go.
    endOnAccountChange() {
      const USERS = 'plugin::users-permissions.user';
      const idsWhere = async (where: unknown) =>
        (await strapi.db.query(USERS).findMany({ where: where as Record<string, unknown>, select: ['id'] })).map((user: { id: number }) => user.id);
      type Standing = { id: number; blocked: boolean; roleId: number | null };
      const standing = async (where: unknown): Promise<Standing | null> => {
        const user = await strapi.db.query(USERS).findOne({ where: where as Record<string, unknown>, select: ['id', 'blocked'], populate: { role: { select: ['id'] } } });
        return user ? { id: user.id, blocked: !!user.blocked, roleId: user.role?.id ?? null } : null;
      };
      const endAll = (ids: number[]) => Promise.all(ids.map((id) => this.endAllFor(id)));
      const isSignOutChange = (data: Record<string, unknown> | undefined) => !!data && (data.blocked === true || 'role' in data);
      strapi.db.lifecycles.subscribe({
        models: [USERS],
        async beforeUpdateMany(event: any) {
          if (isSignOutChange(event.params.data)) event.state.userIds = await idsWhere(event.params.where);
        },
        async beforeUpdate(event: any) {
          event.state.before = await standing(event.params.where);
        },
        async afterUpdate(event: any) {
          const before = event.state.before as Standing | null;
          const after = before && (await standing({ id: before.id }));
          if (before && (!after || (after.blocked && !before.blocked) || after.roleId !== before.roleId)) await endAll([before.id]);
        },
        async afterUpdateMany(event: any) {
          await endAll((event.state.userIds as number[] | undefined) ?? []);
        },
        async beforeDelete(event: any) {
          await endAll(await idsWhere(event.params.where));
        },
        async beforeDeleteMany(event: any) {
          await endAll(await idsWhere(event.params.where));
        },
      });
    },

    // Signs the user out everywhere (after a password reset, a block, a role change or a deletion).
    async endAllFor(userId: number) {
      await endSessionsOfUser(userId);
      await announce({ type: 'user-signed-out', userId });
    },
  };
};

export type LoginSessionService = ReturnType<typeof loginSession>;
export default loginSession;
