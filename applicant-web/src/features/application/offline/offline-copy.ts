import { ApiError } from '@bursary/web-ui/api-client';
import { readSession } from '@bursary/web-ui/session';

// The last answer of a call the form starts from (the applicant's saved application, its documents), kept for this
// browser tab only (sessionStorage, as the drafts), so a reload while the network is gone still shows the form. It
// is used only when the call cannot reach the server; signing out clears it (session.ts), closing the tab too.
// HTTP caches and the service worker never hold these answers (they say Cache-Control: no-store).
const COPY_PREFIX = 'bursary-offline-copy:';

const storageKey = (path: string) => `${COPY_PREFIX}${readSession()?.user ?? 'nobody'}:${path}`;

/** `load`, whose answer is kept for this tab and given back when the network is gone. */
export function withOfflineCopy<T>(path: string, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const key = storageKey(path);
    try {
      const answer = await load();
      try {
        sessionStorage.setItem(key, JSON.stringify(answer));
      } catch {
        // No copy: a reload offline shows the error with its Retry, as without one.
      }
      return answer;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) throw error;
      let copy: string | null = null;
      try {
        copy = sessionStorage.getItem(key);
      } catch {
        // No storage, no copy.
      }
      if (copy === null) throw error;
      return JSON.parse(copy) as T;
    }
  };
}

/** Forgets this tab's copies: the session they belong to has ended. */
export function forgetOfflineCopies(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(COPY_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // No storage, no copy.
  }
}
