// The exact size of a store-only zip as archiver (zip-stream) writes it, from its entries' name
// lengths and sizes alone, so a download of stored files can announce its Content-Length before
// the first byte. Streamed entries carry a data descriptor; ZIP64 records appear past 4 GiB or
// 65535 entries. tests/api/exports-zip.test.ts checks it against archiver's output.
const LOCAL_HEADER = 30;
const DATA_DESCRIPTOR = 16;
const DATA_DESCRIPTOR_ZIP64 = 24;
const CENTRAL_HEADER = 46;
const ZIP64_EXTRA = 28;
const END_OF_CENTRAL_DIRECTORY = 22;
const ZIP64_END_RECORD_AND_LOCATOR = 56 + 20;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;

export const zipLength = () => {
  let offset = 0;
  let central = 0;
  let count = 0;
  return {
    add(name: string, size: number) {
      const nameBytes = Buffer.byteLength(name);
      const isLarge = size > MAX_32;
      const fileOffset = offset;
      offset += LOCAL_HEADER + nameBytes + size + (isLarge ? DATA_DESCRIPTOR_ZIP64 : DATA_DESCRIPTOR);
      central += CENTRAL_HEADER + nameBytes + (isLarge || fileOffset > MAX_32 ? ZIP64_EXTRA : 0);
      count += 1;
    },
    total() {
      const isZip64 = count > MAX_16 || central > MAX_32 || offset > MAX_32;
      return offset + central + (isZip64 ? ZIP64_END_RECORD_AND_LOCATOR : 0) + END_OF_CENTRAL_DIRECTORY;
    },
  };
};
