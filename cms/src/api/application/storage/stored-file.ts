import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';

export type StoredFile = { storageKey: string; size: number; sha256: string };

/** Where applicants' documents' bytes live: a folder on disk (disk-storage.ts) or a private bucket (s3-storage.ts). */
export type DocumentBackend = {
  /** Copies an uploaded temp file into storage under a new key; the key names a whole file once this resolves. */
  store(sourcePath: string): Promise<StoredFile>;
  /** The stored bytes, or null when they are gone. */
  open(storageKey: string): Promise<{ stream: Readable; size: number } | null>;
  /** Best effort: bytes left behind are only space, never a broken document. */
  remove(storageKey: string): Promise<void>;
  /** At start: throws, saying what to set, when documents could not be stored (a bucket missing, keys refused, a folder not writable). */
  check(): Promise<void>;
};

// 32 hex characters from the server's random source: nothing the client sent is ever part of a path.
const KEY_PATTERN = /^[0-9a-f]{32}$/;

export const newStorageKey = () => crypto.randomBytes(16).toString('hex');

/** A key's place in storage, "<first two characters>/<key>", the same on disk, in a bucket and in backups. */
export const storedPathOf = (storageKey: string) => {
  if (!KEY_PATTERN.test(storageKey)) throw new Error(`Not a storage key: ${storageKey}`);
  return `${storageKey.slice(0, 2)}/${storageKey}`;
};

/** A pass-through that counts and hashes what flows through it, for a file's size and SHA-256. */
export const measuring = () => {
  const hash = crypto.createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, measured: () => ({ size, sha256: hash.digest('hex') }) };
};
