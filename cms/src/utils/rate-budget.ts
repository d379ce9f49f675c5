import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { redisCommands, redisKey } from './redis-connection';

// A number of attempts per key (a client address, an e-mail) within a window. The rate-limit
// middleware knows only this type; where the attempts are counted is createRateBudget's choice.
export type RateBudget = {
  readonly points: number;
  /** Spends one attempt; the milliseconds until the next is allowed when none was left. */
  take(key: string): Promise<number | null>;
  /** Without spending: the milliseconds until the next is allowed when none is left. */
  waitFor(key: string): Promise<number | null>;
  /** Spends one attempt after the fact (a wrong password), whether any was left or not. */
  charge(key: string): Promise<void>;
  /** Gives back one attempt spent by take (a request refused for its input, which did nothing). */
  giveBack(key: string): Promise<void>;
  /** Forgets the key's attempts (a successful sign-in). */
  clear(key: string): Promise<void>;
};

export type RateLimit = { points: number; duration: number };

const LIMIT_PATTERN = /^(\d+)\s*\/\s*(\d+)\s*([smhd])$/;
const SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** "30/10m": 30 attempts per 10 minutes (s, m, h or d). */
export const parseRateLimit = (variable: string, value: string | undefined, fallback: string): RateLimit => {
  const match = LIMIT_PATTERN.exec((value || fallback).trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`${variable} "${value}" must look like 30/10m: a number of requests per s, m, h or d`);
  }
  return { points: Number(match[1]), duration: Number(match[2]) * SECONDS[match[3] as keyof typeof SECONDS] };
};

// With REDIS_URL every cms instance counts in Redis, so N instances share one budget rather than
// each giving N times as many attempts. When Redis does not answer (down, or not connected yet), each
// instance counts in its own memory with the same limit until it is back: a limit N times larger for
// a while, never no limit. Without REDIS_URL, memory only, as with one instance.
const limiterFor = (name: string, { points, duration }: RateLimit) => {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration });
  const redis = redisCommands();
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: redisKey('rate', name),
    points,
    duration,
    insuranceLimiter: memory,
    rejectIfRedisNotReady: true,
  });
};

export const createRateBudget = (name: string, limit: RateLimit): RateBudget => {
  const { points } = limit;
  const limiter = limiterFor(name, limit);
  return {
    points,
    async take(key) {
      try {
        await limiter.consume(key);
        return null;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return refusal.msBeforeNext;
        throw refusal;
      }
    },
    async waitFor(key) {
      const record = await limiter.get(key);
      return record && record.consumedPoints >= points ? record.msBeforeNext : null;
    },
    async charge(key) {
      await limiter.penalty(key);
    },
    async giveBack(key) {
      await limiter.reward(key);
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
};
