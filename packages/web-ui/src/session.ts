import type { Session } from '@bursary/domain/api-types';
import { useMemo, useSyncExternalStore } from 'react';

const SESSION_KEY = 'log';
// localStorage's own 'storage' event only reaches other tabs; this one tells this tab.
const SESSION_CHANGE_EVENT = 'bursary-session-change';
/** Fired by the api client when the cms answers 401 to a call made with the stored token; `detail` is the cms's message. */
export const SESSION_REFUSED_EVENT = 'bursary-session-refused';

function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const isSession =
      typeof value === 'object' && value !== null && typeof (value as Session).token === 'string';
    return isSession ? (value as Session) : null;
  } catch {
    return null;
  }
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's `exp` in milliseconds, or null when the token cannot be decoded or has no expiry. */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isTokenUsable(token: string, now = Date.now()): boolean {
  const expiresAt = readTokenExpiry(token);
  return expiresAt !== null && expiresAt > now;
}

function toActiveSession(raw: string | null): Session | null {
  const session = parseSession(raw);
  return session && isTokenUsable(session.token) ? session : null;
}

/** The stored login response, whatever the state of its token (the api client sends it as is). */
export function readSession(): Session | null {
  return parseSession(localStorage.getItem(SESSION_KEY));
}

export function saveSession(session: Session): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/**
 * Signing out forgets everything the site kept in this browser, not only the session: the saves kept on the phone
 * while offline (localStorage), this tab's drafts and copies of answers (sessionStorage).
 */
export function clearLocalStorage(): void {
  localStorage.clear();
  try {
    sessionStorage.clear();
  } catch {
    // No session storage: nothing kept there.
  }
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** Clears local storage when it holds a session whose token is expired or undecodable. */
export function clearStaleSession(): void {
  const raw = localStorage.getItem(SESSION_KEY);
  if (raw !== null && toActiveSession(raw) === null) clearLocalStorage();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
  };
}

const readRawSession = () => localStorage.getItem(SESSION_KEY);
// A page prerendered at build time is nobody's: signed out (the app then renders the session it finds).
const noSession = () => null;

/** The active session, re-rendering when someone signs in or out (in this tab or another). */
export function useSession(): Session | null {
  const raw = useSyncExternalStore(subscribe, readRawSession, noSession);
  return useMemo(() => toActiveSession(raw), [raw]);
}
