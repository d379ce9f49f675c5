import { redisCommands, redisKey, redisSubscriber } from './redis-connection';

// What one cms instance tells the others, so that each drops what it remembers at once instead of
// when its memory's time runs out (SESSION_CHECK_SECONDS for sessions, 30 s for the content
// caches, which stay as the backstop for a message lost while Redis was away). Sent over Redis
// pub/sub when REDIS_URL is set; without it, only the instance that wrote drops its copy.
export type ContentCache = 'portal-content' | 'reference-lists';

type Events = {
  /** One login session ended (logout). */
  'session-ended': { sid: string };
  /** Every session of a user ended (a password reset, a block, a role change, a deletion). */
  'user-signed-out': { userId: number };
  /** Editors changed what a content cache holds (settings, texts, guide steps, lists). */
  'content-changed': { cache: ContentCache };
};

export type InstanceEvent = { [Type in keyof Events]: { type: Type } & Events[Type] }[keyof Events];
type Handler<Type extends keyof Events> = (event: Events[Type]) => void;

const handlers: { [Type in keyof Events]: Handler<Type>[] } = {
  'session-ended': [],
  'user-signed-out': [],
  'content-changed': [],
};

/** What this instance drops when `type` happens, here or on another instance. */
export const onInstanceEvent = <Type extends keyof Events>(type: Type, handler: Handler<Type>) => {
  handlers[type].push(handler);
};

// Every handler only forgets, so applying an event twice (this instance hears its own messages)
// or one that matches nothing is harmless.
const apply = (event: InstanceEvent) => {
  for (const handler of handlers[event.type] as ((event: InstanceEvent) => void)[]) handler(event);
};

const CONTENT_CACHES: readonly unknown[] = ['portal-content', 'reference-lists'] satisfies ContentCache[];

// Messages come from our own instances, yet one of another shape (another version mid-deploy) is
// skipped rather than trusted.
const parse = (message: string): InstanceEvent | null => {
  let event: Record<string, unknown>;
  try {
    event = JSON.parse(message);
  } catch {
    return null;
  }
  if (event?.type === 'session-ended' && typeof event.sid === 'string') return { type: 'session-ended', sid: event.sid };
  if (event?.type === 'user-signed-out' && Number.isInteger(event.userId)) return { type: 'user-signed-out', userId: event.userId as number };
  if (event?.type === 'content-changed' && CONTENT_CACHES.includes(event.cache)) {
    return { type: 'content-changed', cache: event.cache as ContentCache };
  }
  return null;
};

const channel = () => redisKey('instance-events');

let isPublishFailing = false;

// Never throws: with Redis away the others catch up when their memory's time runs out.
const publish = async (event: InstanceEvent) => {
  const redis = redisCommands();
  if (!redis) return;
  try {
    await redis.publish(channel(), JSON.stringify(event));
    isPublishFailing = false;
  } catch (error) {
    if (!isPublishFailing) {
      strapi.log.warn(`Other cms instances were not told of ${event.type} (${(error as Error).message}); they see it within their cache time.`);
    }
    isPublishFailing = true;
  }
};

/**
 * Drops what `event` names on this instance at once (whatever Redis does), then tells the others.
 * Inside a database transaction it drops again and tells them once the transaction commits: told
 * before, an instance could read the old row again and keep it for the whole cache time.
 */
export const announce = async (event: InstanceEvent) => {
  apply(event);
  if (strapi.db.inTransaction()) {
    await strapi.db.transaction(async ({ onCommit }) => {
      onCommit(() => {
        apply(event);
        void publish(event);
      });
    });
    return;
  }
  await publish(event);
};

/** Listens to the other instances (with REDIS_URL; nothing to do without). Connections close in closeRedisConnections. */
export const listenToOtherInstances = () => {
  const subscriber = redisSubscriber();
  if (!subscriber) return;
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel()) return;
    const event = parse(message);
    if (event) apply(event);
  });
  // On every (re)connection: a SUBSCRIBE that failed while Redis was away is not retried by ioredis.
  // Subscribing again to the same channel is harmless. Errors are logged by the connection.
  subscriber.on('ready', () => {
    subscriber.subscribe(channel()).catch(() => undefined);
  });
};
