// Caches one async value for a while; `clear` drops it at once (used by content lifecycles, so an
// editor's change shows on this instance immediately, and on other instances when told through
// utils/instance-events.ts (with REDIS_URL) or within the ttl).
export const cached = <T>(ttlMs: number, load: () => Promise<T>) => {
  let entry: { value: Promise<T>; expiresAt: number } | null = null;
  return {
    get(): Promise<T> {
      if (entry && entry.expiresAt > Date.now()) return entry.value;
      const value = load();
      entry = { value, expiresAt: Date.now() + ttlMs };
      value.catch(() => {
        entry = null;
      });
      return value;
    },
    clear() {
      entry = null;
    },
  };
};
