import crypto from 'node:crypto';

// Small but real files of each kind the portal takes: the cms judges a file by its content, not
// its name. Each carries a random marker, so two uploads never have the same bytes.

const marker = () => crypto.randomBytes(12).toString('hex');

// Pads `head` with spaces to exactly `size` bytes (or leaves it as it is when longer). Spaces, not
// random bytes: a "/" could spell a PDF action name (/JS, /AA) that the cms rightly refuses.
const padded = (head: Buffer, size: number | undefined) =>
  size === undefined || size <= head.length ? head : Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);

/** A PDF, of `size` bytes when given (e.g. 2_000_000 for a file sent in several parts). */
export const samplePdf = (size?: number) =>
  padded(Buffer.from(`%PDF-1.4\n% ${marker()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`), size);
export const samplePng = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), Buffer.from(`IHDR${marker()}`)]);
export const sampleJpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from(`JFIF\0${marker()}`)]);
export const sampleGif = () => Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from(marker())]);

export const sha256 = (content: Buffer) => crypto.createHash('sha256').update(content).digest('hex');
