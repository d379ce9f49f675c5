import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

// Reading back what a download sent: the bytes as they came (or the JSON of an error), zips,
// Word documents and spreadsheets, through the libraries a person's tools would use.

// For supertest's .buffer(true).parse(...): files as bytes, errors as JSON.
export const bytesOrJson = (response: any, done: (error: Error | null, body: unknown) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => {
    const body = Buffer.concat(chunks);
    done(null, /json/.test(response.headers['content-type'] ?? '') ? JSON.parse(body.toString()) : body);
  });
};

// Every file of a zip by its path (folders are not listed), each checked against its CRC-32.
export const zipFiles = async (zip: Buffer): Promise<Map<string, Buffer>> => {
  const archive = await JSZip.loadAsync(zip, { checkCRC32: true });
  const files = new Map<string, Buffer>();
  for (const entry of Object.values(archive.files)) {
    if (!entry.dir) files.set(entry.name, await entry.async('nodebuffer'));
  }
  return files;
};

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_match, name: string) => XML_ENTITIES[name]);

// The text of a .docx as it reads in Word: one line per paragraph (a table cell's paragraphs
// included), line breaks inside a paragraph kept.
export const docxText = async (docx: Buffer) => {
  const archive = await JSZip.loadAsync(docx);
  const xml = await archive.file('word/document.xml')!.async('string');
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map(([paragraph]) =>
      [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:br\/>/g)].map((match) => (match[1] === undefined ? '\n' : unescapeXml(match[1]))).join(''),
    )
    .join('\n');
};

export type Sheet = { name: string; headers: string[]; rows: Record<string, unknown>[] };

const firstWorksheet = async (xlsx: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as any);
  return workbook.worksheets[0];
};

// The first worksheet of an .xlsx: its header row and every row after it, keyed by header.
export const readSheet = async (xlsx: Buffer): Promise<Sheet> => {
  const sheet = await firstWorksheet(xlsx);
  const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);
  const headers = values(sheet.getRow(1)).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells = values(row);
    rows.push(Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? null])));
  });
  return { name: sheet.name, headers, rows };
};

// The number format of every cell of the first worksheet's rows after the header, keyed by header
// as readSheet's rows are (undefined for the General format).
export const cellFormats = async (xlsx: Buffer): Promise<Record<string, string | undefined>[]> => {
  const sheet = await firstWorksheet(xlsx);
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const formats: Record<string, string | undefined>[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) formats.push(Object.fromEntries(headers.map((header, index) => [header, row.getCell(index + 1).numFmt])));
  });
  return formats;
};

// Every formula cell of every worksheet of an .xlsx, as a spreadsheet program would see it.
export const formulaCells = async (xlsx: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as any);
  const formulas: { sheet: string; address: string; formula: string }[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula || cell.formula) formulas.push({ sheet: sheet.name, address: cell.address, formula: cell.formula });
      }),
    ),
  );
  return formulas;
};

export type StoredZipEntry = { name: string; size: number; dataOffset: number };

// The entries of a store-only zip on disk, read from its central directory (ZIP64 included)
// without loading the zip: for zips too large to hold in memory.
export const storedZipEntries = async (file: string): Promise<StoredZipEntry[]> => {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      await handle.read(buffer, 0, length, position);
      return buffer;
    };
    const tail = await read(Math.max(0, size - 22), Math.min(size, 22));
    if (tail.readUInt32LE(0) !== 0x06054b50) throw new Error('No end of central directory record (the zip has a comment?)');
    let count = tail.readUInt16LE(10);
    let centralSize = tail.readUInt32LE(12);
    let centralOffset = tail.readUInt32LE(16);
    if (centralOffset === 0xffffffff || count === 0xffff) {
      const locator = await read(size - 22 - 20, 20);
      const record = await read(Number(locator.readBigUInt64LE(8)), 56);
      count = Number(record.readBigUInt64LE(32));
      centralSize = Number(record.readBigUInt64LE(40));
      centralOffset = Number(record.readBigUInt64LE(48));
    }
    const central = await read(centralOffset, centralSize);
    const entries: StoredZipEntry[] = [];
    for (let at = 0, index = 0; index < count; index += 1) {
      if (central.readUInt32LE(at) !== 0x02014b50) throw new Error(`Central directory entry ${index} is damaged`);
      if (central.readUInt16LE(at + 10) !== 0) throw new Error(`Entry ${index} is compressed`);
      const nameLength = central.readUInt16LE(at + 28);
      const extraLength = central.readUInt16LE(at + 30);
      const commentLength = central.readUInt16LE(at + 32);
      const name = central.toString('utf8', at + 46, at + 46 + nameLength);
      let entrySize = central.readUInt32LE(at + 24);
      let localOffset = central.readUInt32LE(at + 42);
      if (localOffset === 0xffffffff) {
        const extra = central.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
        entrySize = Number(extra.readBigUInt64LE(4));
        localOffset = Number(extra.readBigUInt64LE(20));
      }
      const local = await read(localOffset, 30);
      const dataOffset = localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
      entries.push({ name, size: entrySize, dataOffset });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await handle.close();
  }
};
