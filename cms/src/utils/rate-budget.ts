import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

// A number of attempts per key (a client address, an e-mail) within a window. The rate-limit
// middleware knows only this type, so counting in Redis for several cms instances (rate-limiter-
// flexible's RateLimiterRedis has the same calls) is a change to createRateBudget alone.
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

export const createRateBudget = (name: string, { points, duration }: RateLimit): RateBudget => {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points, duration });
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
