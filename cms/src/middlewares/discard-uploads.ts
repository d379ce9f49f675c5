import fs from 'node:fs/promises';

type TempFile = { filepath?: unknown };

const tempFilesOf = (files: unknown): TempFile[] =>
  typeof files === 'object' && files !== null ? Object.values(files).flat() : [];

// Wraps the body parser: whatever a request ends in (stored, refused, 401, unknown route), the
// temp files multipart parsing wrote for it are removed. Strapi itself removes only a field named
// "files". Stored documents were already copied into private storage by then.
export default () => async (ctx: any, next: () => Promise<void>) => {
  try {
    await next();
  } finally {
    const files = tempFilesOf(ctx.request.files);
    await Promise.all(
      files.map((file) => (typeof file?.filepath === 'string' ? fs.rm(file.filepath, { force: true }) : undefined)),
    );
  }
};
