import type { UpdateApplicationRequest } from '@bursary/domain/api-types';
import { ApiError } from '@bursary/web-ui/api-client';
import { isTokenUsable, readSession, saveSession } from '@bursary/web-ui/session';
import { useMemo, useSyncExternalStore } from 'react';
import { mutate } from 'swr';
import { addApplication } from '../api/add-application';
import { saveSocialInfo } from '../api/save-social-info';
import { updateApplicant } from '../api/update-applicant';
import { updateApplication } from '../api/update-application';
import { forgetOfflineCopies } from './offline-copy';
import { APPLICATION_STEP_KEYS, type ApplicationStepKey } from '@bursary/domain/application-steps';

// Saves kept on the device while the network is gone ("Saved on this phone, not yet sent").
//
// Every step save goes through here: it is written to localStorage (one per signed-in applicant and step: a newer
// save of a step replaces the older one), then the single sender below tries to send what is kept. What the server
// accepts is removed at once; a save that could not reach the server stays and is sent when the connection returns
// (the online event, every half minute while something is kept, each new save, the next page load); a refusal (4xx)
// stays at its step with the server's message and is not sent again until the person saves that step again.
//
// Never sent twice: one sender at a time (a Web Lock across the phone's tabs, a promise chain within a tab), each
// kept save has its own id and only the answer to that id removes it. The saves are updates of the same fields, so
// a save whose answer was lost (sent, accepted, connection gone before the answer) and is sent again changes nothing;
// an application created twice answers "application already exist" and is updated instead.
//
// Signing out clears localStorage (session.ts), and with it these; so does a session that ended (clearStaleSession,
// or a 401 while sending): personal data does not outlive the session on a shared phone.

/** The steps saved by a call (the documents are uploads, never kept). */
export type KeptStep = Exclude<ApplicationStepKey, 'documents'>;

export type KeptSave = {
  /** This save; the answer to an older save of the same step never removes a newer one. */
  id: string;
  user: number;
  step: KeptStep;
  /** The step's values as the save sends them (validated). */
  values: Record<string, unknown>;
  /** The basic step sends the login e-mail with its values. */
  email?: string;
  /** The application the section steps update; null until the University step's save has created it. */
  applicationId: number | null;
  keptAt: number;
  /** The server's refusal: shown at the step, not sent again. */
  refused?: string;
  /** Could not reach the server when tried: "Saved on this phone, not yet sent". */
  waiting?: boolean;
  /** Accepted by the server; removed once the pages hold the server's answer (so the flow does not step back). */
  sentAt?: number;
};

const STORAGE_KEY = 'bursary-kept-saves';
const CHANGE_EVENT = 'bursary-kept-saves-change';
const LOCK_NAME = 'bursary-kept-saves';
/** Sent in the steps' order: the University step creates the application the later steps update. */
const SEND_ORDER = APPLICATION_STEP_KEYS.filter((step): step is KeptStep => step !== 'documents');
/** What the pages load that a sent save changes (swr keys). */
const REFRESHED_AFTER_SENDING = ['/api/myapplication', '/api/applicationsummary', '/api/applicationdocuments'];
export const SAVE_UNIVERSITY_FIRST = 'Save the University step first.';

const isKeptSave = (value: unknown): value is KeptSave => {
  const save = value as KeptSave;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof save.id === 'string' &&
    typeof save.user === 'number' &&
    SEND_ORDER.includes(save.step) &&
    typeof save.values === 'object' &&
    save.values !== null
  );
};

const parse = (raw: string | null): KeptSave[] => {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isKeptSave) : [];
  } catch {
    return [];
  }
};

const readRaw = (): string | null => {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

const readAll = () => parse(readRaw());

/** Writes the list; false when the phone would not store it (full or disabled storage). */
const writeAll = (saves: KeptSave[]): boolean => {
  try {
    if (saves.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(saves));
    return true;
  } catch {
    return false;
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
};

const update = (change: (saves: KeptSave[]) => KeptSave[]) => writeAll(change(readAll()));

/** Whether anything is kept on this device (for anyone): cheap enough for every page load. */
export const hasKeptSaves = () => readRaw() !== null;

/** The saves kept for this applicant, in the order they are sent. */
export function keptSavesOf(user: number, saves = readAll()): KeptSave[] {
  return saves.filter((save) => save.user === user).sort((a, b) => SEND_ORDER.indexOf(a.step) - SEND_ORDER.indexOf(b.step));
}

/** To be sent: neither accepted nor refused yet. */
export const isPending = (save: KeptSave) => !save.refused && !save.sentAt;
/** Tried and could not reach the server (what the person is told); a save being sent for the first time is not. */
export const isWaiting = (save: KeptSave) => isPending(save) && save.waiting === true;

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** This applicant's kept saves, re-rendering when they change (in this tab or another). */
export function useKeptSaves(user: number): KeptSave[] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => keptSavesOf(user, parse(raw)), [raw, user]);
}

/** Removes everything kept on this device, and this tab's copies of answers: the session ended. */
export const forgetKeptSaves = () => {
  forgetOfflineCopies();
  writeAll([]);
};

const newId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

// ---- sending -------------------------------------------------------------------------------------------------

type Outcome = { kind: 'sent' } | { kind: 'refused'; message: string } | { kind: 'kept' } | { kind: 'failed'; message: string };

/** What became of each save this tab tried to send, by id. */
const outcomes = new Map<string, Outcome>();

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;
/** Worth trying again later: the service was down or busy, or the request timed out. */
const isTemporary = (error: unknown) =>
  error instanceof ApiError && (error.status === 408 || error.status === 429 || error.status >= 500);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function send(save: KeptSave): Promise<void> {
  const { step, values } = save;
  if (step === 'basic') {
    await updateApplicant({ applicant: values, email: save.email ?? '' } as Parameters<typeof updateApplicant>[0]);
    return;
  }
  if (step === 'social') {
    await saveSocialInfo(values as Parameters<typeof saveSocialInfo>[0]);
    return;
  }
  if (step === 'university' && save.applicationId === null) {
    // Creates the application ("application already exist" included), and the later steps kept meanwhile update it.
    const created = await addApplication(values as Parameters<typeof addApplication>[0]);
    if (created.isExisting) await updateApplication({ ...values, application_id: created.application_id } as UpdateApplicationRequest);
    const current = readSession();
    if (current) saveSession({ ...current, application_id: created.application_id });
    update((saves) =>
      saves.map((kept) => (kept.user === save.user && kept.applicationId === null ? { ...kept, applicationId: created.application_id } : kept)),
    );
    return;
  }
  if (save.applicationId === null) throw new ApiError(SAVE_UNIVERSITY_FIRST, 400);
  await updateApplication({ ...values, application_id: save.applicationId } as UpdateApplicationRequest);
}

/** Whatever is still to be sent waits for the connection (and says so); a step's own save failing now is told at once. */
const markWaiting = (except?: string) =>
  update((saves) => saves.map((save) => (isPending(save) && save.id !== except ? { ...save, waiting: true } : save)));

/**
 * Sends this applicant's pending saves in order until one cannot reach the server. `ownId` is the save a step is
 * waiting for: that step reloads what it shows itself, so only others' sending makes the pages load again.
 */
async function sendPending(ownId?: string): Promise<void> {
  const session = readSession();
  // Nobody signed in, or a session that has ended: nothing may be sent for them, and nothing of theirs kept.
  if (!session || !isTokenUsable(session.token)) {
    forgetKeptSaves();
    return;
  }
  // Another applicant's saves on a shared phone are never sent with this login.
  if (readAll().some((save) => save.user !== session.user)) update((saves) => saves.filter((save) => save.user === session.user));
  // Accepted on an earlier visit: nothing left to do with them.
  if (readAll().some((save) => save.sentAt)) update((saves) => saves.filter((save) => !save.sentAt));
  let isAnythingSent = false;
  const tried = new Set<string>();
  for (;;) {
    // Read again each time: a newer save of a step (this tab or another) replaces the one read before.
    const next = keptSavesOf(session.user).find((save) => isPending(save) && !tried.has(save.id));
    if (!next) break;
    tried.add(next.id);
    try {
      await send(next);
      // Never sent again; removed below once the pages have the server's answer.
      update((saves) => saves.map((save) => (save.id === next.id ? { ...save, sentAt: Date.now() } : save)));
      outcomes.set(next.id, { kind: 'sent' });
      if (next.id !== ownId) isAnythingSent = true;
    } catch (error) {
      if (isNetworkFailure(error)) {
        outcomes.set(next.id, { kind: 'kept' });
        markWaiting();
        break;
      }
      if (error instanceof ApiError && error.status === 401) {
        // The session has ended: what was kept for it goes with it.
        outcomes.set(next.id, { kind: 'failed', message: error.message });
        forgetKeptSaves();
        break;
      }
      if (isTemporary(error)) {
        outcomes.set(next.id, { kind: 'failed', message: messageOf(error) });
        markWaiting(ownId);
        break;
      }
      const message = messageOf(error);
      outcomes.set(next.id, { kind: 'refused', message });
      update((saves) => saves.map((save) => (save.id === next.id ? { ...save, refused: message } : save)));
    }
  }
  // The pages show what the server now holds, then what was sent is forgotten.
  if (isAnythingSent) {
    await mutate((key) => typeof key === 'string' && REFRESHED_AFTER_SENDING.some((path) => key.startsWith(path))).catch(() => undefined);
  }
  if (readAll().some((save) => save.sentAt)) update((saves) => saves.filter((save) => !save.sentAt));
}

const withLock = async (task: () => Promise<void>): Promise<void> => {
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request(LOCK_NAME, task);
  else await task();
};

let queue: Promise<void> = Promise.resolve();

/** Sends what is kept, after any sending already under way: one sender at a time, across tabs too. */
export function sendKeptSaves(ownId?: string): Promise<void> {
  queue = queue.then(() => withLock(() => sendPending(ownId))).catch(() => undefined);
  return queue;
}

export type SaveResult = 'sent' | 'kept';

type StepSave = Pick<KeptSave, 'user' | 'step' | 'values' | 'email' | 'applicationId'>;

/**
 * A step's save: sent now when the server can be reached, kept on the phone when it cannot ('kept'). A refusal, or a
 * service that is down, is thrown with its message and nothing is kept, as before (the step shows it, values stay).
 */
export async function saveStep(stepSave: StepSave): Promise<SaveResult> {
  const save: KeptSave = { ...stepSave, id: newId(), keptAt: Date.now() };
  const isKept = update((saves) => [...saves.filter((kept) => !(kept.user === save.user && kept.step === save.step)), save]);
  if (!isKept) {
    // The phone will not keep it: send it directly, as if nothing could be kept.
    await send(save);
    return 'sent';
  }
  await sendKeptSaves(save.id);
  const outcome = outcomes.get(save.id);
  outcomes.delete(save.id);
  if (!outcome) {
    // Not tried: a save before it could not be sent (it waits behind it), or another tab sent it.
    return readAll().some((kept) => kept.id === save.id) ? 'kept' : 'sent';
  }
  if (outcome.kind === 'sent' || outcome.kind === 'kept') return outcome.kind;
  // Refused now, or the service is down: the person sees why at once and saves again; nothing stays kept.
  update((saves) => saves.filter((kept) => kept.id !== save.id));
  throw new ApiError(outcome.message, 400);
}
