// Bookkeeping columns every write touches; they would make every edit look like a change.
const IGNORED = new Set(['updated_at', 'updatedAt', 'last_saved_step']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

// What an edit changed, as the audit row's before and after: only the fields whose value differs.
export const changedFields = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !IGNORED.has(key) && !same(before[key], after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
};
