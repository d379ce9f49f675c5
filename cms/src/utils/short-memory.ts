// Values remembered by key for a few seconds, at most `max` of them (the oldest go first): for
// facts a hot call would otherwise read on every request and that change rarely. `forget` drops
// them at once on this instance; other instances drop theirs when told (utils/instance-events.ts,
// with REDIS_URL), or see the change within `seconds()`.
export const shortMemory = <K, V>(seconds: () => number, max = 20_000) => {
  const entries = new Map<K, { value: V; at: number }>();
  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() - entry.at < seconds() * 1000) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: K, value: V) {
      if (seconds() <= 0) return;
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value as K);
      entries.set(key, { value, at: Date.now() });
    },
    forget(matches: (key: K, value: V) => boolean) {
      for (const [key, entry] of entries) if (matches(key, entry.value)) entries.delete(key);
    },
  };
};

// How long a signed-in caller's session and applicant record are remembered: SESSION_CHECK_SECONDS
// (default 5; 0 reads them on every call).
export const sessionCheckSeconds = () => {
  const value = Number(process.env.SESSION_CHECK_SECONDS ?? 5);
  return Number.isFinite(value) && value >= 0 ? value : 5;
};
