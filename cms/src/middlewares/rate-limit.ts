import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../utils/api-error';

const LIMIT_PATTERN = /^(\d+)\s*\/\s*(\d+)\s*([smhd])$/;
const SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

// "30/10m": 30 requests per 10 minutes.
const limitFrom = (variable: string, value: string | undefined, fallback: string) => {
  const match = LIMIT_PATTERN.exec((value || fallback).trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`${variable} "${value}" must look like 30/10m: a number of requests per s, m, h or d`);
  }
  return { points: Number(match[1]), duration: Number(match[2]) * SECONDS[match[3] as keyof typeof SECONDS] };
};

// Limits per client IP for the calls that invite guessing or flooding. A route takes one with
// `{ name: 'global::rate-limit', config: { bucket: 'login' } }`. Each cms instance counts on its own.
const LIMITS = {
  login: () => limitFrom('RATE_LIMIT_LOGIN', process.env.RATE_LIMIT_LOGIN, '120/10m'),
  login_failed: () => limitFrom('RATE_LIMIT_LOGIN_FAILED', process.env.RATE_LIMIT_LOGIN_FAILED, '10/10m'),
  registration: () => limitFrom('RATE_LIMIT_REGISTRATION', process.env.RATE_LIMIT_REGISTRATION, '60/1h'),
  password: () => limitFrom('RATE_LIMIT_PASSWORD', process.env.RATE_LIMIT_PASSWORD, '20/1h'),
  link: () => limitFrom('RATE_LIMIT_LINK', process.env.RATE_LIMIT_LINK, '120/10m'),
};

type LimiterName = keyof typeof LIMITS;
type RateLimitBucket = Exclude<LimiterName, 'login_failed'>;

// One limiter per bucket, shared by every route using it (passwordchange and handlepasswordchange
// count together).
const limiters = new Map<LimiterName, RateLimiterMemory>();
const limiterFor = (name: LimiterName) => {
  let limiter = limiters.get(name);
  if (!limiter) {
    limiter = new RateLimiterMemory({ keyPrefix: name, ...LIMITS[name]() });
    limiters.set(name, limiter);
  }
  return limiter;
};

const tooMany = (ctx: any, msBeforeNext: number) => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  ctx.set('Retry-After', String(seconds));
  return new ApiError(429, `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`);
};

const consume = async (ctx: any, limiter: RateLimiterMemory, key: string) => {
  try {
    await limiter.consume(key);
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) throw tooMany(ctx, refusal.msBeforeNext);
    throw refusal;
  }
};

const isBucket = (bucket: unknown): bucket is RateLimitBucket =>
  typeof bucket === 'string' && bucket in LIMITS && bucket !== 'login_failed';

// The client is ctx.request.ip (middlewares/client-address.ts): behind the apps' servers or nginx, the
// address they saw.
export default (config: { bucket?: unknown }) => {
  const { bucket } = config;
  if (!isBucket(bucket)) {
    throw new Error(`Unknown rate-limit bucket "${String(bucket)}"; use one of ${Object.keys(LIMITS).filter(isBucket).join(', ')}`);
  }
  const limiter = limiterFor(bucket);

  if (bucket !== 'login') {
    return async (ctx: any, next: () => Promise<void>) => {
      await consume(ctx, limiter, ctx.request.ip);
      await next();
    };
  }

  // Sign-in also counts wrong passwords per address and e-mail, and forgets them on success.
  const failures = limiterFor('login_failed');
  return async (ctx: any, next: () => Promise<void>) => {
    await consume(ctx, limiter, ctx.request.ip);
    const email = typeof ctx.request.body?.email === 'string' ? ctx.request.body.email.trim().toLowerCase().slice(0, 254) : '';
    const key = `${ctx.request.ip}|${email}`;
    const record = await failures.get(key);
    if (record && record.consumedPoints >= failures.points) throw tooMany(ctx, record.msBeforeNext);

    try {
      await next();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) await failures.penalty(key);
      throw error;
    }
    await failures.delete(key);
  };
};
