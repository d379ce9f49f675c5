import { once } from 'node:events';
import type { PassThrough, Readable } from 'node:stream';
import { sendStream } from '../../../utils/downloads';
import { storedZip, zipLength } from './stored-zip';

export type ZipEntry = {
  /** path inside the zip, folders separated by "/" */
  name: string;
  /** bytes, when known before the entry is opened (stored files) */
  size?: number;
  date?: Date | null;
  open: () => Promise<Readable>;
};

export type ZipDownload = {
  filename: string;
  /** the entries, listed afresh each time it is called, the same way each time */
  entries: () => AsyncIterable<ZipEntry>;
  /** every entry has a known size: list them once first to announce the zip's exact length */
  withLength: boolean;
};

// An entry's bytes must be exactly the size its length was counted with, or the download stops.
const exactly = (size: number, name: string) => (seen: number, isDone: boolean) => {
  if (seen > size) throw new Error(`${name} is larger than its recorded ${size} bytes`);
  if (isDone && seen !== size) throw new Error(`${name} has ${seen} bytes, not its recorded ${size}`);
};

// What an entry adds to the zip's length: its name's bytes and its size, as one number.
const footprintOf = (entry: ZipEntry) => (entry.size ?? 0) * 0x10000 + Buffer.byteLength(entry.name);

const CHANGED = 'The files changed while the zip was being sent';

// Zips written to the response as they are read: one entry open at a time, each read from its
// stream only as fast as the client takes the zip (store only: the files are PDFs and images, and
// .docx files are compressed already), so memory stays flat whatever the zip's size.
// `footprints`, when the length was announced, are the entries it was counted from, in order: an
// entry added, removed or renamed since (a draft submitted meanwhile, an applicant's new name)
// stops the zip before a byte beyond that length is sent.
const writeZip = async (body: PassThrough, entries: AsyncIterable<ZipEntry>, signal: AbortSignal, footprints?: number[]) => {
  const zip = storedZip((chunk) => {
    if (!body.write(chunk)) return once(body, 'drain', { signal }).then(() => undefined);
  });
  let current: Readable | null = null;
  try {
    let index = 0;
    for await (const entry of entries) {
      signal.throwIfAborted();
      if (footprints && footprints[index] !== footprintOf(entry)) throw new Error(CHANGED);
      index += 1;
      current = await entry.open();
      // Read as an async iterator: a source that fails (a file missing or unreadable) stops the zip
      // with its error, and one the zip stops reading is destroyed.
      await zip.add(entry.name, entry.date ?? new Date(), current, entry.size === undefined ? undefined : exactly(entry.size, entry.name));
      current = null;
    }
    if (footprints && index !== footprints.length) throw new Error(CHANGED);
    await zip.finish();
    body.end();
  } catch (error) {
    current?.destroy();
    throw error;
  }
};

export const sendZip = async (ctx: any, { filename, entries, withLength }: ZipDownload) => {
  if (!withLength) {
    sendStream(ctx, { filename, type: 'application/zip' }, (output, signal) => writeZip(output, entries(), signal));
    return;
  }
  // Eight bytes an entry are kept from the first listing to check the second against.
  const counted = zipLength();
  const footprints: number[] = [];
  for await (const entry of entries()) {
    counted.add(entry.name, entry.size ?? 0);
    footprints.push(footprintOf(entry));
  }
  sendStream(ctx, { filename, type: 'application/zip', length: counted.total() }, (output, signal) =>
    writeZip(output, entries(), signal, footprints),
  );
};
