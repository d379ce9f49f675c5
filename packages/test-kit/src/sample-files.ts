import crypto from 'node:crypto';

// Small but real files of each kind the portal takes: the cms judges a file by its content, not
// its name. Each carries a random marker, so two uploads never have the same bytes.

const marker = () => crypto.randomBytes(12).toString('hex');

// Pads `head` with spaces to exactly `size` bytes (or leaves it as it is when longer). Spaces, not
// random bytes: a "/" could spell a PDF action name (/JS, /AA) that the cms rightly refuses.
const padded = (head: Buffer, size: number | undefined) =>
  size === undefined || size <= head.length ? head : Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);

// A PDF a viewer opens: one A4 page saying which sample it is, with the cross-reference table its
// objects' offsets need (so the screens staff open documents in show a page, not an error).
const onePagePdf = (text: string) => {
  const content = `BT /F1 18 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)].join('');
  return Buffer.from(`${body}${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`);
};

/** A PDF, of `size` bytes when given (e.g. 2_000_000 for a file sent in several parts). */
export const samplePdf = (size?: number) => padded(onePagePdf(`Sample document ${marker()}`), size);
export const samplePng = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), Buffer.from(`IHDR${marker()}`)]);
export const sampleJpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from(`JFIF\0${marker()}`)]);
export const sampleGif = () => Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from(marker())]);

export const sha256 = (content: Buffer) => crypto.createHash('sha256').update(content).digest('hex');
