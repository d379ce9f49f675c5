import Redis from 'ioredis';

// Redis, when REDIS_URL is set: what several cms instances share (the rate limits' counts, and the
// messages that drop each instance's caches). Unset, nothing here connects and each instance keeps
// its own state in memory, as `npm start` always has.
export const isRedisConfigured = () => !!process.env.REDIS_URL?.trim();

// Every key and channel starts with REDIS_KEY_PREFIX (default "bursary"), so portals (or test runs)
// sharing one Redis never share a budget or hear each other's messages.
export const redisKey = (...parts: string[]) => [process.env.REDIS_KEY_PREFIX?.trim() || 'bursary', ...parts].join(':');

const connections = new Set<Redis>();

// A request must never wait on a dead or slow Redis: commands fail at once while it is not connected
// (no offline queue) and after a second when it does not answer; the caller falls back to memory.
// The connection keeps trying again in the background, and says once that it is down and once that
// it is back, not on every try.
const connect = (purpose: string, options: { isSubscriber: boolean }) => {
  const connection = new Redis(process.env.REDIS_URL!.trim(), {
    connectionName: `bursary-cms-${purpose}`,
    connectTimeout: 2000,
    enableOfflineQueue: false,
    // A subscriber's SUBSCRIBE is on no request's path: it may take its time.
    commandTimeout: options.isSubscriber ? undefined : 1000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let isDown = false;
  connection.on('error', (error: Error) => {
    if (isDown) return;
    isDown = true;
    strapi.log.warn(`Redis (${purpose}) is unreachable: ${error.message}. Each cms instance counts its rate limits and drops its caches on its own until it is back.`);
  });
  connection.on('ready', () => {
    if (isDown) strapi.log.info(`Redis (${purpose}) is reachable again.`);
    isDown = false;
  });
  connections.add(connection);
  return connection;
};

let commands: Redis | null = null;

/** The connection for commands (rate limits, publishing); null without REDIS_URL. */
export const redisCommands = () => {
  if (!isRedisConfigured()) return null;
  commands ??= connect('commands', { isSubscriber: false });
  return commands;
};

/** A connection of its own for SUBSCRIBE (a subscribed connection can run nothing else). */
export const redisSubscriber = () => (isRedisConfigured() ? connect('subscriber', { isSubscriber: true }) : null);

// On Strapi's destroy: closed at once, so shutdown and the tests never wait on a reconnecting client.
export const closeRedisConnections = () => {
  for (const connection of connections) connection.disconnect();
  connections.clear();
  commands = null;
};
