// Downloads as a browser saving a file takes them: streamed and counted as they arrive (node:http,
// whose streams cost the shared CPU less than fetch's at gigabytes), keeping either the whole body
// (small files to check) or only its end (a zip's central directory, to count its entries).
import http from 'node:http';

/** Keeps at least the last `tailBytes` of the chunks added, in whole chunks: add(chunk), bytes(). */
export const tailKeeper = (tailBytes) => {
  const chunks = [];
  let kept = 0;
  return {
    add: (chunk) => {
      chunks.push(chunk);
      kept += chunk.length;
      // Drops whole chunks from the front while what is left still covers the tail.
      while (chunks.length > 1 && kept - chunks[0].length >= tailBytes) kept -= chunks.shift().length;
    },
    bytes: () => Buffer.concat(chunks),
  };
};

/**
 * GET `path` with a staff token: { status, bytes, firstByteMs, lastByteMs, body? , tail }.
 * `keep`: 'all' keeps the body, otherwise the last `tailBytes` are kept.
 */
export const download = (url, path, { token, keep = 'tail', tailBytes = 8 * 1024 * 1024 } = {}) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      const firstByteMs = performance.now() - started;
      const kept = tailKeeper(keep === 'all' ? Infinity : tailBytes);
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
        kept.add(chunk);
      });
      response.on('error', reject);
      response.on('end', () => {
        const data = kept.bytes();
        resolve({
          status: response.statusCode,
          headers: response.headers,
          bytes,
          firstByteMs,
          lastByteMs: performance.now() - started,
          ...(keep === 'all' ? { body: data } : { tail: data }),
          complete: response.complete,
        });
      });
    });
    request.on('error', reject);
  });

// The end of central directory record (and its zip64 form, for zips past 4 GB or 65535 entries).
const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;

/**
 * Reads a zip's central directory from its last bytes (`tail`, of a zip `total` bytes long):
 * { entries, bytes } with bytes the sum of the entries' sizes, each entry walked.
 */
export const zipDirectory = (tail, total) => {
  const start = total - tail.length;
  const at = (absolute) => absolute - start;
  let end = tail.length - 22;
  while (end >= 0 && tail.readUInt32LE(end) !== EOCD) end -= 1;
  if (end < 0) throw new Error('No end of central directory record in the zip\'s last bytes');
  let entries = tail.readUInt16LE(end + 10);
  let directoryOffset = tail.readUInt32LE(end + 16);
  if (end >= 20 && tail.readUInt32LE(end - 20) === ZIP64_LOCATOR) {
    const record = at(Number(tail.readBigUInt64LE(end - 20 + 8)));
    if (tail.readUInt32LE(record) !== ZIP64_EOCD) throw new Error('Broken zip64 end of central directory');
    entries = Number(tail.readBigUInt64LE(record + 32));
    directoryOffset = Number(tail.readBigUInt64LE(record + 48));
  }
  let position = at(directoryOffset);
  if (position < 0) throw new Error('The central directory starts before the bytes kept; keep more');
  let bytes = 0;
  for (let index = 0; index < entries; index += 1) {
    if (tail.readUInt32LE(position) !== CENTRAL_HEADER) throw new Error(`Entry ${index} of the central directory is broken`);
    let size = tail.readUInt32LE(position + 24);
    const nameLength = tail.readUInt16LE(position + 28);
    const extraLength = tail.readUInt16LE(position + 30);
    const commentLength = tail.readUInt16LE(position + 32);
    if (size === 0xffffffff) {
      // The zip64 extra field (id 1) holds the real size first.
      let extra = position + 46 + nameLength;
      while (tail.readUInt16LE(extra) !== 1) extra += 4 + tail.readUInt16LE(extra + 2);
      size = Number(tail.readBigUInt64LE(extra + 4));
    }
    bytes += size;
    position += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, bytes };
};
