import Redis from 'ioredis';

// The machine's Redis, for the tests whose cms processes share one (TEST_REDIS_URL names another).
// Each test run uses keys under a prefix of its own, removed at the end, so no run shares a count.

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const redisClient = () =>
  new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 2000, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });

/** Fails at once, saying why (`who` needs it), rather than letting each cms wait for a Redis that is not there. */
export const requireRedis = async (who: string) => {
  const redis = redisClient();
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`${who} Redis at ${TEST_REDIS_URL} (set TEST_REDIS_URL to use another); it did not answer: ${(error as Error).message}`);
  } finally {
    redis.disconnect();
  }
};

/** Removes every key under the prefix. */
export const removeRedisKeys = async (prefix: string) => {
  const redis = redisClient();
  try {
    await redis.connect();
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}:*`, count: 500 })) keys.push(...(batch as string[]));
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
};
