import { crc32 } from 'node:zlib';

// A store-only zip written as its entries are read, laid out byte for byte as archiver (zip-stream)
// lays out streamed entries, so zipLength (below) counts it exactly and unzippers read it as they read
// archiver's: a local header without sizes, the bytes, a data descriptor (ZIP64 sized past 4 GiB),
// then the central directory (ZIP64 records past 4 GiB or 65535 entries).
// Written by hand because archiver's CRC (the JavaScript crc-32, about 0.8 GB/s here) and its
// stream layers held the zip of a year's files to about 100 MB/s; Node's zlib.crc32 is C (about
// 4 GB/s), and the bytes go from the file to the response with nothing in between.
const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const END = 0x06054b50;
// Made on Unix by zip 4.5; 2.0 is needed for a data descriptor, 4.5 for ZIP64 fields.
const MADE_BY = (3 << 8) | 45;
const NEEDS_DESCRIPTOR = 20;
const NEEDS_ZIP64 = 45;
// Sizes and CRC follow the data (bit 3); a name beyond ASCII is marked UTF-8 (bit 11).
const DESCRIPTOR_FLAG = 0x0008;
const UTF8_FLAG = 0x0800;
// -rw-r--r-- as Unix mode in the high half, and the DOS archive bit.
const FILE_ATTRIBUTES = ((0o100644 << 16) | 0x20) >>> 0;
const ZIP64_EXTRA_ID = 1;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;
// The records' sizes in bytes, before any name.
const LOCAL_HEADER_SIZE = 30;
const DATA_DESCRIPTOR_SIZE = 16;
const DATA_DESCRIPTOR_ZIP64_SIZE = 24;
const CENTRAL_HEADER_SIZE = 46;
const ZIP64_EXTRA_SIZE = 28;
const ZIP64_END_AND_LOCATOR_SIZE = 56 + 20;
const END_SIZE = 22;

// MS-DOS date and time in UTC (as archiver writes them), clamped to the years it can hold.
const dosTime = (date: Date) => {
  const year = date.getUTCFullYear();
  if (year < 1980) return 0x00210000;
  if (year >= 2044) return 0x7f9fbf7d;
  return (
    (((year - 1980) << 25) |
      ((date.getUTCMonth() + 1) << 21) |
      (date.getUTCDate() << 16) |
      (date.getUTCHours() << 11) |
      (date.getUTCMinutes() << 5) |
      (date.getUTCSeconds() >> 1)) >>>
    0
  );
};

// The file's name as a path inside the zip: folders by "/", never absolute and never climbing out
// (archiver cleaned names quietly; these are made safe by file-names.ts, so a bad one is a bug).
const nameBytesOf = (name: string) => {
  if (!name || name.startsWith('/') || name.includes('\\') || name.split('/').some((part) => part === '' || part === '..')) {
    throw new Error(`Unsafe name in zip: ${name}`);
  }
  return Buffer.from(name);
};

/**
 * A zip written through `write` (which waits while the client is behind): add() each entry in turn,
 * then finish().
 */
export const storedZip = (write: (chunk: Buffer) => Promise<void> | void) => {
  let offset = 0;
  const directory: Buffer[] = [];
  const send = (chunk: Buffer) => {
    offset += chunk.length;
    return write(chunk);
  };

  const flagsOf = (name: string, bytes: Buffer) => DESCRIPTOR_FLAG | (bytes.length === name.length ? 0 : UTF8_FLAG);

  const centralRecord = (name: Buffer, flags: number, time: number, crc: number, size: number, at: number) => {
    const isZip64 = size > MAX_32 || at > MAX_32;
    const record = Buffer.alloc(CENTRAL_HEADER_SIZE + name.length + (isZip64 ? ZIP64_EXTRA_SIZE : 0));
    record.writeUInt32LE(CENTRAL_HEADER, 0);
    record.writeUInt16LE(MADE_BY, 4);
    record.writeUInt16LE(isZip64 ? NEEDS_ZIP64 : NEEDS_DESCRIPTOR, 6);
    record.writeUInt16LE(flags, 8);
    record.writeUInt32LE(time, 12);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(isZip64 ? MAX_32 : size, 20);
    record.writeUInt32LE(isZip64 ? MAX_32 : size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt16LE(isZip64 ? ZIP64_EXTRA_SIZE : 0, 30);
    record.writeUInt32LE(FILE_ATTRIBUTES, 38);
    record.writeUInt32LE(isZip64 ? MAX_32 : at, 42);
    name.copy(record, CENTRAL_HEADER_SIZE);
    if (isZip64) {
      const extra = CENTRAL_HEADER_SIZE + name.length;
      record.writeUInt16LE(ZIP64_EXTRA_ID, extra);
      record.writeUInt16LE(ZIP64_EXTRA_SIZE - 4, extra + 2);
      record.writeBigUInt64LE(BigInt(size), extra + 4);
      record.writeBigUInt64LE(BigInt(size), extra + 12);
      record.writeBigUInt64LE(BigInt(at), extra + 20);
    }
    return record;
  };

  return {
    /** Sends one entry: its header, `data` as it is read (checked by `check` after each chunk), and its descriptor. */
    async add(name: string, date: Date, data: AsyncIterable<Buffer>, check?: (bytesSoFar: number, isDone: boolean) => void) {
      const nameBytes = nameBytesOf(name);
      const flags = flagsOf(name, nameBytes);
      const time = dosTime(date);
      const at = offset;
      const header = Buffer.alloc(LOCAL_HEADER_SIZE + nameBytes.length);
      header.writeUInt32LE(LOCAL_HEADER, 0);
      header.writeUInt16LE(NEEDS_DESCRIPTOR, 4);
      header.writeUInt16LE(flags, 6);
      header.writeUInt32LE(time, 10);
      header.writeUInt16LE(nameBytes.length, 26);
      nameBytes.copy(header, LOCAL_HEADER_SIZE);
      await send(header);

      let crc = 0;
      let size = 0;
      for await (const chunk of data) {
        size += chunk.length;
        check?.(size, false);
        crc = crc32(chunk, crc);
        await send(chunk);
      }
      check?.(size, true);

      const isLarge = size > MAX_32;
      const descriptor = Buffer.alloc(isLarge ? DATA_DESCRIPTOR_ZIP64_SIZE : DATA_DESCRIPTOR_SIZE);
      descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
      descriptor.writeUInt32LE(crc, 4);
      if (isLarge) {
        descriptor.writeBigUInt64LE(BigInt(size), 8);
        descriptor.writeBigUInt64LE(BigInt(size), 16);
      } else {
        descriptor.writeUInt32LE(size, 8);
        descriptor.writeUInt32LE(size, 12);
      }
      await send(descriptor);
      directory.push(centralRecord(nameBytes, flags, time, crc, size, at));
    },

    /** Sends the central directory and the end records. */
    async finish() {
      const start = offset;
      for (const record of directory) await send(record);
      const length = offset - start;
      const count = directory.length;
      const isZip64 = count > MAX_16 || length > MAX_32 || start > MAX_32;
      if (isZip64) {
        const zip64 = Buffer.alloc(ZIP64_END_AND_LOCATOR_SIZE);
        zip64.writeUInt32LE(ZIP64_END, 0);
        zip64.writeBigUInt64LE(BigInt(44), 4);
        zip64.writeUInt16LE(NEEDS_ZIP64, 12);
        zip64.writeUInt16LE(NEEDS_ZIP64, 14);
        zip64.writeBigUInt64LE(BigInt(count), 24);
        zip64.writeBigUInt64LE(BigInt(count), 32);
        zip64.writeBigUInt64LE(BigInt(length), 40);
        zip64.writeBigUInt64LE(BigInt(start), 48);
        zip64.writeUInt32LE(ZIP64_LOCATOR, 56);
        zip64.writeBigUInt64LE(BigInt(start + length), 64);
        zip64.writeUInt32LE(1, 72);
        await send(zip64);
      }
      const end = Buffer.alloc(END_SIZE);
      end.writeUInt32LE(END, 0);
      end.writeUInt16LE(isZip64 ? MAX_16 : count, 8);
      end.writeUInt16LE(isZip64 ? MAX_16 : count, 10);
      end.writeUInt32LE(isZip64 ? MAX_32 : length, 12);
      end.writeUInt32LE(isZip64 ? MAX_32 : start, 16);
      await send(end);
    },
  };
};

/**
 * The exact length of the zip storedZip writes, from its entries' name lengths and sizes alone, so a
 * download of stored files can announce its Content-Length before the first byte.
 */
export const zipLength = () => {
  let offset = 0;
  let central = 0;
  let count = 0;
  return {
    add(name: string, size: number) {
      const nameBytes = Buffer.byteLength(name);
      const isLarge = size > MAX_32;
      const fileOffset = offset;
      offset += LOCAL_HEADER_SIZE + nameBytes + size + (isLarge ? DATA_DESCRIPTOR_ZIP64_SIZE : DATA_DESCRIPTOR_SIZE);
      central += CENTRAL_HEADER_SIZE + nameBytes + (isLarge || fileOffset > MAX_32 ? ZIP64_EXTRA_SIZE : 0);
      count += 1;
    },
    total() {
      const isZip64 = count > MAX_16 || central > MAX_32 || offset > MAX_32;
      return offset + central + (isZip64 ? ZIP64_END_AND_LOCATOR_SIZE : 0) + END_SIZE;
    },
  };
};
