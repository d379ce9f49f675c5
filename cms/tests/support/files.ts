import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { samplePdf, samplePng } from '../../../packages/test-kit/src/sample-files';
import { db } from './database';

const CMS_DIR = path.resolve(__dirname, '../..');

export const publicDir = () => path.join(CMS_DIR, 'public');

// Where the cms keeps documents, on disk or in a bucket (tests/support/document-store.ts).
export {
  createBucket,
  documentStore,
  isS3Run,
  isStored,
  privateUploadsDir,
  readStored,
  removeStored,
  storedCopiesOf,
  storedPathOf,
  storedTree,
  writeStored,
  type DocumentStore,
} from './document-store';

const marker = () => crypto.randomBytes(12).toString('hex');

// The sample files every suite uploads (packages/test-kit).
export { samplePdf, samplePng, sampleJpeg, sampleGif, sha256 } from '../../../packages/test-kit/src/sample-files';

// Files a browser would happily run or render, dressed up as documents.
export const hostileSamples = () => ({
  html: Buffer.from(`<!DOCTYPE html><html><body><script>alert('${marker()}')</script></body></html>`),
  svg: Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert('${marker()}')"></svg>`),
  shellScript: Buffer.from(`#!/bin/sh\n# ${marker()}\nrm -rf ~\n`),
  htmlThenPdf: Buffer.concat([Buffer.from(`<html><script>alert('${marker()}')</script>`), samplePdf()]),
  windowsProgram: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from(`PE\0\0${marker()}`)]),
});

export const filesUnder = (dir: string): string[] => {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
};

// Every file under `dir` whose bytes are exactly `content`.
export const copiesOf = (content: Buffer, dir: string, { recursive = true } = {}) => {
  const candidates = recursive
    ? filesUnder(dir)
    : fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(dir, entry.name));
  return candidates.filter((file) => {
    try {
      return fs.statSync(file).size === content.length && fs.readFileSync(file).equals(content);
    } catch {
      return false; // another process's temp file, gone meanwhile
    }
  });
};

// The body parser's temp copies of an upload, which the cms removes once it has answered.
export const tempCopiesOf = (content: Buffer) => copiesOf(content, os.tmpdir(), { recursive: false });

export const eventually = async (check: () => boolean | Promise<boolean>, timeoutMs = 2000) => {
  const until = Date.now() + timeoutMs;
  while (!(await check()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
  return check();
};

export type StoredDocument = {
  id: number;
  code: number;
  field: string;
  original_name: string;
  storage_key: string;
  mime: string;
  size: number;
  sha256: string;
  source: string;
};

export const documentRows = async (applicationId: number): Promise<StoredDocument[]> => {
  const rows = await db()('application_documents as d')
    .join('application_documents_application_lnk as l', 'l.document_id', 'd.id')
    .where('l.application_id', applicationId)
    .orderBy('d.id')
    .select('d.id', 'd.code', 'd.field', 'd.original_name', 'd.storage_key', 'd.mime', 'd.size', 'd.sha_256 as sha256', 'd.source');
  return rows.map((row) => ({ ...row, id: Number(row.id), code: Number(row.code), size: Number(row.size) }));
};

type ZipEntry = { name: string; content: Buffer; deflated?: boolean; inflatedSize?: number; crc?: number };

// A zip archive (one disk, no data descriptors) holding `entries` as they are given: deflated
// entries carry their compressed bytes with the size and CRC of what they inflate to.
const zipOf = (entries: ZipEntry[]) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const method = entry.deflated ? 8 : 0;
    const size = entry.inflatedSize ?? entry.content.length;
    const crc = entry.crc ?? zlib.crc32(entry.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.content.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.content.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.content);
    centrals.push(central, name);
    offset += local.length + name.length + entry.content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

// A real deflate bomb: a zip of a few hundred kilobytes whose entry inflates to `inflatedBytes`
// zero bytes (256 MiB by default), with the right CRC, so unzip would really expand it.
export const zipBomb = (inflatedBytes = 256 * 1024 * 1024) => {
  const chunk = Buffer.alloc(1024 * 1024);
  const parts: Buffer[] = [];
  let crc = 0;
  for (let written = 0; written < inflatedBytes; written += chunk.length) {
    const piece = chunk.subarray(0, Math.min(chunk.length, inflatedBytes - written));
    crc = zlib.crc32(piece, crc);
    parts.push(zlib.deflateRawSync(piece, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
  }
  const content = Buffer.concat([...parts, zlib.deflateRawSync(Buffer.alloc(0))]);
  return zipOf([{ name: `payslip-${marker()}.pdf`, content, deflated: true, inflatedSize: inflatedBytes, crc }]);
};

// More hostile uploads: PDF-first polyglots, programs behind a .pdf name, archives.
export const moreHostileSamples = () => ({
  // A valid PDF start with a page a browser would run if it ever rendered the file as HTML.
  pdfThenHtml: Buffer.concat([samplePdf(), Buffer.from(`<html><body><script>alert('${marker()}')</script></body></html>\n`)]),
  // SVG with its script after a PNG signature (an image that is also a page).
  pngThenSvg: Buffer.concat([samplePng(), Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert('${marker()}')</script></svg>`)]),
  zip: zipOf([{ name: 'id.pdf', content: samplePdf() }]),
  javascript: Buffer.from(`fetch('/api/myapplication').then((r) => r.text()).then(alert); // ${marker()}\n`),
  phpInJpegName: Buffer.from(`<?php system($_GET['c']); // ${marker()} ?>`),
});
