import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { contentDisposition } from './content-disposition';

// Every staff download: what it is, the name to save it under, never cached, and its length when
// known before the first byte is sent (otherwise the answer is chunked).
export type Download = {
  /** the name to save it under; none for an API answer read by the app itself */
  filename?: string;
  type: string;
  disposition?: 'inline' | 'attachment';
  length?: number;
};

export const sendDownload = (ctx: any, body: Buffer | Readable, { filename, type, disposition = 'attachment', length }: Download) => {
  // Koa drops a Content-Length set before a stream body, so the body goes first.
  ctx.body = body;
  ctx.set('Content-Type', type);
  if (filename !== undefined) ctx.set('Content-Disposition', contentDisposition(disposition, filename));
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (length !== undefined) ctx.length = length;
};

// A download written while it is sent: `write` runs on after the controller returns, gets an
// abort signal for a client that goes away, and must end `output`. Once the headers are out, a
// failure can only be told by cutting the connection, so the client never takes a truncated file
// for a whole one.
export const sendStream = (ctx: any, download: Download, write: (output: PassThrough, signal: AbortSignal) => Promise<void>) => {
  const output = new PassThrough();
  sendDownload(ctx, output, download);
  const stop = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) stop.abort();
  });
  // Written once the answer has started (Koa pipes the body once the controller returns), its
  // headers sent first: a write that fails at once (a stored file larger than its row says, read
  // before the headers went) then cuts an answer the client has, rather than leaving it none.
  once(ctx.res, 'pipe', { signal: stop.signal })
    .then(() => {
      ctx.res.flushHeaders();
      return write(output, stop.signal);
    })
    .catch((error: Error) => {
      if (!stop.signal.aborted) strapi.log.error(`Download ${download.filename ?? ctx.path} stopped: ${error.message}`);
      output.destroy();
      ctx.res.destroy();
    });
};

// Waits while the client is behind, so what is read from the database never piles up in memory.
export const roomIn = async (output: Writable, signal: AbortSignal) => {
  while (output.writableNeedDrain) await once(output, 'drain', { signal });
  await new Promise((resolve) => setImmediate(resolve));
  signal.throwIfAborted();
};

// A JSON array written as its pages are read, each page serialised and sent before the next is
// read, so a long list (a year of applications) is never one object in memory.
export const writeJsonArray = async (output: PassThrough, signal: AbortSignal, pages: AsyncIterable<unknown[]>) => {
  let isFirst = true;
  output.write('[');
  for await (const rows of pages) {
    if (rows.length === 0) continue;
    output.write(`${isFirst ? '' : ','}${rows.map((row) => JSON.stringify(row)).join(',')}`);
    isFirst = false;
    await roomIn(output, signal);
  }
  output.end(']');
};
