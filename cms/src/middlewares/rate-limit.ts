import { ApiError } from '../utils/api-error';
import { createRateBudget, parseRateLimit, type RateBudget } from '../utils/rate-budget';
import { RATE_LIMITS, type RateLimitName as BudgetName } from '../utils/rate-limits';

// Limits for the calls that invite guessing or flooding (utils/rate-limits.ts): generous per client
// address, tight per e-mail. A route takes one with
// `{ name: 'global::rate-limit', config: { bucket: 'login' } }`. Counted in Redis for every cms
// instance together when REDIS_URL is set, else by each instance (utils/rate-budget.ts).
const BUCKETS = ['login', 'registration', 'password', 'link'] as const;
type Bucket = (typeof BUCKETS)[number];

// One budget per name, shared by every route using it (passwordchange and handlepasswordchange
// count together).
const budgets = new Map<BudgetName, RateBudget>();
const budget = (name: BudgetName) => {
  let found = budgets.get(name);
  if (!found) {
    const { variable, fallback } = RATE_LIMITS[name];
    found = createRateBudget(name, parseRateLimit(variable, process.env[variable], fallback));
    budgets.set(name, found);
  }
  return found;
};

/** "12 minutes", "1 hour", "1 hour and 5 minutes": a wait in words, rounded up to the minute. */
const waitInWords = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;
  if (minutes < 60) return count(minutes, 'minute');
  const rest = minutes % 60;
  return rest ? `${count(Math.floor(minutes / 60), 'hour')} and ${count(rest, 'minute')}` : count(minutes / 60, 'hour');
};

const FROM = { address: 'this network', email: 'this e-mail address' } as const;

const tooMany = (ctx: any, msBeforeNext: number, from: keyof typeof FROM) => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  ctx.set('Retry-After', String(seconds));
  return new ApiError(429, `Too many attempts from ${FROM[from]}. Try again in ${waitInWords(seconds)}.`);
};

const emailOf = (ctx: any) => {
  const email = ctx.request.body?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase().slice(0, 254) : null;
};

const isBucket = (bucket: unknown): bucket is Bucket => BUCKETS.includes(bucket as Bucket);

// Registration and recovery: an attempt refused for its input (400) did nothing (no account, no
// e-mail), so it is given back to the e-mail's budget; known and unknown e-mails count alike.
const perEmail = (name: BudgetName) => async (ctx: any, next: () => Promise<void>) => {
  const email = emailOf(ctx);
  if (!email) return next();
  const emails = budget(name);
  const wait = await emails.take(email);
  if (wait !== null) throw tooMany(ctx, wait, 'email');
  try {
    await next();
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) await emails.giveBack(email);
    throw error;
  }
};

// Sign-in also counts wrong passwords per address and e-mail, and forgets them on success.
const wrongPasswords = async (ctx: any, next: () => Promise<void>) => {
  const failures = budget('login_failed');
  const key = `${ctx.request.ip}|${emailOf(ctx) ?? ''}`;
  const wait = await failures.waitFor(key);
  if (wait !== null) throw tooMany(ctx, wait, 'email');
  try {
    await next();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await failures.charge(key);
    throw error;
  }
  await failures.clear(key);
};

const ALSO: Record<Bucket, ((ctx: any, next: () => Promise<void>) => Promise<void>) | null> = {
  login: wrongPasswords,
  registration: perEmail('registration_email'),
  password: perEmail('password_email'),
  link: null,
};

// The client is ctx.request.ip (middlewares/client-address.ts): behind the apps' servers or nginx, the
// address they saw.
export default (config: { bucket?: unknown }) => {
  const { bucket } = config;
  if (!isBucket(bucket)) {
    throw new Error(`Unknown rate-limit bucket "${String(bucket)}"; use one of ${BUCKETS.join(', ')}`);
  }
  const addresses = budget(bucket);
  const also = ALSO[bucket];

  return async (ctx: any, next: () => Promise<void>) => {
    const wait = await addresses.take(ctx.request.ip);
    if (wait !== null) throw tooMany(ctx, wait, 'address');
    await (also ? also(ctx, next) : next());
  };
};
