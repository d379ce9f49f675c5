import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Core } from '@strapi/strapi';
import { measuring, newStorageKey, storedPathOf, type DocumentBackend } from './stored-file';

const isInside = (parent: string, child: string) => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

// Applicants' documents on disk (PRIVATE_UPLOADS_DIR, by default cms/private-uploads), outside every
// folder the cms serves, under random names.
export const diskStorage = (strapi: Core.Strapi): DocumentBackend => {
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

  const fileOf = (storageKey: string) => path.join(root(), storedPathOf(storageKey));

  return {
    // The folder exists (made if need be) and this process may write in it.
    async check() {
      const dir = root();
      try {
        await fs.mkdir(dir, { recursive: true });
        await fs.access(dir, fs.constants.W_OK);
      } catch (error) {
        throw new Error(`PRIVATE_UPLOADS_DIR (${dir}) cannot be written by the cms: ${(error as Error).message}`);
      }
    },

    // Written to a temp name beside its final place, flushed, then renamed.
    async store(sourcePath) {
      const storageKey = newStorageKey();
      const target = fileOf(storageKey);
      const partial = `${target}.partial`;
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });

      const measure = measuring();
      try {
        await pipeline(createReadStream(sourcePath), measure.stream, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        const handle = await fs.open(partial, 'r');
        await handle.sync().finally(() => handle.close());
        await fs.rename(partial, target);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      return { storageKey, ...measure.measured() };
    },

    async open(storageKey) {
      const file = fileOf(storageKey);
      try {
        const { size } = await fs.stat(file);
        return { stream: createReadStream(file), size };
      } catch (error: any) {
        if (error?.code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(storageKey) {
      try {
        await fs.rm(fileOf(storageKey), { force: true });
      } catch (error) {
        strapi.log.warn(`Could not remove stored document ${storageKey}: ${(error as Error).message}`);
      }
    },
  };
};
