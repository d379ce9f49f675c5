import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

// What a person typed into a step and has not saved yet, kept for this browser tab only, so a refresh or a
// failed save loses nothing. A full or disabled storage only means no draft.
const DRAFT_PREFIX = 'bursary-draft:';

export function readDraft(key: string | undefined, fields: readonly string[]): Record<string, string> {
  if (!key) return {};
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(DRAFT_PREFIX + key) ?? 'null');
    if (typeof draft !== 'object' || draft === null) return {};
    return Object.fromEntries(
      Object.entries(draft).filter(([field, value]) => fields.includes(field) && typeof value === 'string'),
    );
  } catch {
    return {};
  }
}

export function clearDraft(key: string | undefined): void {
  if (!key) return;
  try {
    sessionStorage.removeItem(DRAFT_PREFIX + key);
  } catch {
    // Nothing was kept.
  }
}

export function useStepDraft<T extends FieldValues>(watch: UseFormWatch<T>, key: string | undefined): void {
  useEffect(() => {
    if (!key) return undefined;
    const subscription = watch((values) => {
      try {
        sessionStorage.setItem(DRAFT_PREFIX + key, JSON.stringify(values));
      } catch {
        // The form still holds the values; only the copy for a refresh is lost.
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, key]);
}
