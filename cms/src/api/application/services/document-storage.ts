import crypto from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Core } from '@strapi/strapi';

export type StoredFile = { storageKey: string; size: number; sha256: string };

// 32 hex characters from the server's random source: nothing the client sent is ever part of a path.
const KEY_PATTERN = /^[0-9a-f]{32}$/;

const isInside = (parent: string, child: string) => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

// Applicants' documents on disk, outside every folder the cms serves, under random names. The
// database row (services/documents) holds what the file is; this only writes, reads and removes bytes.
const documentStorage = ({ strapi }: { strapi: Core.Strapi }) => {
  let checkedRoot: string | null = null;

  const root = () => {
    if (checkedRoot) return checkedRoot;
    const dir = path.resolve(process.env.PRIVATE_UPLOADS_DIR || path.join(strapi.dirs.app.root, 'private-uploads'));
    if (isInside(path.resolve(strapi.dirs.static.public), dir)) {
      throw new Error(`PRIVATE_UPLOADS_DIR (${dir}) must not be inside the public folder the cms serves`);
    }
    checkedRoot = dir;
    return dir;
  };

  const pathOf = (storageKey: string) => {
    if (!KEY_PATTERN.test(storageKey)) throw new Error(`Not a storage key: ${storageKey}`);
    return path.join(root(), storageKey.slice(0, 2), storageKey);
  };

  return {
    root,

    // Copies an uploaded temp file into storage: written to a temp name beside its final place,
    // flushed, then renamed, so a stored key always names a whole file.
    async store(sourcePath: string): Promise<StoredFile> {
      const storageKey = crypto.randomBytes(16).toString('hex');
      const target = pathOf(storageKey);
      const partial = `${target}.partial`;
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });

      const hash = crypto.createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(createReadStream(sourcePath), measure, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        const handle = await fs.open(partial, 'r');
        await handle.sync().finally(() => handle.close());
        await fs.rename(partial, target);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      return { storageKey, size, sha256: hash.digest('hex') };
    },

    // The stored bytes, or null when the file is gone from disk.
    async open(storageKey: string): Promise<{ stream: ReadStream; size: number } | null> {
      const file = pathOf(storageKey);
      try {
        const { size } = await fs.stat(file);
        return { stream: createReadStream(file), size };
      } catch (error: any) {
        if (error?.code === 'ENOENT') return null;
        throw error;
      }
    },

    // Best effort: a file left behind is only disk space, never a broken document.
    async remove(storageKey: string) {
      try {
        await fs.rm(pathOf(storageKey), { force: true });
      } catch (error) {
        strapi.log.warn(`Could not remove stored document ${storageKey}: ${(error as Error).message}`);
      }
    },
  };
};

export type DocumentStorageService = ReturnType<typeof documentStorage>;
export default documentStorage;
