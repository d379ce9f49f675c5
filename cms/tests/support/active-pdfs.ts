import crypto from 'node:crypto';
import zlib from 'node:zlib';

// PDFs that would run code or carry files in a viewer, each a whole one-page document a viewer
// opens (cross-reference table and all), each with a random marker so no two are alike.

const CATALOG = '<< /Type /Catalog /Pages 2 0 R %s >>';
const PAGE_OBJECTS = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'];
const ALERT = '/S /JavaScript /JS (app.alert\\(1\\))';

const header = (version: string) => `%PDF-${version}\n% ${crypto.randomBytes(12).toString('hex')}\n`;

// Objects 1 (the catalog, with `catalogEntries`), 2 and 3 (the page), then `more` from 4 on.
export const pdfOf = (catalogEntries: string, more: string[] = []) => {
  const objects = [CATALOG.replace('%s', catalogEntries), ...PAGE_OBJECTS, ...more];
  let body = header('1.4');
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

const streamObject = (dictionary: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);

// A PDF 1.5 whose objects from 4 on are packed into one compressed object stream, found through a
// cross-reference stream, as Word, Acrobat and most tools of the last twenty years write them.
export const pdfWithObjectStream = (catalogEntries: string, packed: string[], { inflated }: { inflated?: Buffer } = {}) => {
  const plain = [CATALOG.replace('%s', catalogEntries), ...PAGE_OBJECTS];
  const first = plain.length + 1;
  let index = '';
  let objects = '';
  packed.forEach((object, position) => {
    index += `${first + position} ${objects.length} `;
    objects += `${object}\n`;
  });
  const streamNumber = first + packed.length;
  const xrefNumber = streamNumber + 1;
  const data = inflated ?? Buffer.from(index + objects, 'latin1');

  const parts: Buffer[] = [Buffer.from(header('1.5'), 'latin1')];
  const offsets: number[] = [];
  const add = (number: number, object: Buffer) => {
    offsets[number] = Buffer.concat(parts).length;
    parts.push(Buffer.from(`${number} 0 obj\n`), object, Buffer.from('\nendobj\n'));
  };
  plain.forEach((object, position) => add(position + 1, Buffer.from(object, 'latin1')));
  add(streamNumber, streamObject(`/Type /ObjStm /N ${packed.length} /First ${index.length} /Filter /FlateDecode`, zlib.deflateSync(data)));

  // One row per object: type 1 (at an offset), type 2 (in the object stream, at its index).
  const row = (type: number, field: number, third: number) => Buffer.from([type, (field >> 24) & 255, (field >> 16) & 255, (field >> 8) & 255, field & 255, third]);
  offsets[xrefNumber] = Buffer.concat(parts).length;
  const rows = [row(0, 0, 255)];
  for (let number = 1; number <= xrefNumber; number += 1) {
    const position = number - first;
    rows.push(position >= 0 && position < packed.length ? row(2, streamNumber, position) : row(1, offsets[number], 0));
  }
  const xref = streamObject(`/Type /XRef /Size ${xrefNumber + 1} /W [1 4 1] /Root 1 0 R /Filter /FlateDecode`, zlib.deflateSync(Buffer.concat(rows)));
  parts.push(Buffer.from(`${xrefNumber} 0 obj\n`), xref, Buffer.from(`\nendobj\nstartxref\n${offsets[xrefNumber]}\n%%EOF\n`));
  return Buffer.concat(parts);
};

// Runs app.alert(1) as soon as a viewer opens it (Chromium's does).
export const scriptedPdf = () => pdfOf('/OpenAction 4 0 R', [`<< /Type /Action ${ALERT} >>`]);

export const activePdfs = () => ({
  openActionScript: scriptedPdf(),
  namedScript: pdfOf('/Names << /JavaScript 4 0 R >>', ['<< /Names [(greeting) 5 0 R] >>', `<< ${ALERT} >>`]),
  launchAction: pdfOf('/OpenAction << /S /Launch /F (C:\\\\Windows\\\\System32\\\\calc.exe) /NewWindow true >>'),
  embeddedFile: pdfOf('/Names << /EmbeddedFiles 4 0 R >>', [
    '<< /Names [(notes.txt) 5 0 R] >>',
    '<< /Type /Filespec /F (notes.txt) /EF << /F 6 0 R >> >>',
    '<< /Type /EmbeddedFile /Length 5 >>\nstream\nhello\nendstream',
  ]),
  hexEscapedScript: pdfOf('/OpenAction << /S /J#61vaScript /#4a#53 (app.alert\\(1\\)) >>'),
  scriptInObjectStream: pdfWithObjectStream('/OpenAction 4 0 R', [`<< /Type /Action ${ALERT} >>`]),
  // An object stream that would inflate to 48 MiB (a few tens of kilobytes on disk).
  objectStreamBomb: pdfWithObjectStream('', ['<< >>'], { inflated: Buffer.alloc(48 * 1024 * 1024, 0x20) }),
});

// Ordinary documents: bookmarks, links and a form field's plain action, in an object stream.
export const ordinaryPdfWithObjectStream = () =>
  pdfWithObjectStream('/Outlines 4 0 R /OpenAction [3 0 R /Fit]', [
    '<< /Type /Outlines /First 5 0 R /Last 5 0 R /Count 1 >>',
    '<< /Title (Income) /Parent 4 0 R /Dest [3 0 R /Fit] >>',
  ]);
