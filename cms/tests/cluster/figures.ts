import type { Call } from './recorded-calls';

// The figures the cluster test prints (README, Production, quotes them).

const percentile = (sorted: number[], share: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] : 0);

export const latencyFigures = (calls: Call[]) => {
  const durations = calls.map((call) => call.answered - call.sent).sort((a, b) => a - b);
  return { requests: calls.length, 'p50 ms': percentile(durations, 0.5), 'p95 ms': percentile(durations, 0.95), 'max ms': durations.at(-1) ?? 0 };
};

/** A row per kind of call and one for all of them. */
export const figuresByKind = (calls: Call[]) => {
  const kinds = [...new Set(calls.map((call) => call.kind))].sort();
  return [
    ...kinds.map((kind) => ({ kind, ...latencyFigures(calls.filter((call) => call.kind === kind)) })),
    { kind: 'all', ...latencyFigures(calls) },
  ];
};
