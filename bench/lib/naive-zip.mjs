// The baseline of a year's zip (../exports.mjs forks this): the same stored files zipped by jszip,
// the project's zip library, stored as ours are (no compression), each added as a read stream of
// its file and the zip generated as a Node stream (streamFiles: an entry's sizes follow its bytes,
// so no entry is held whole). The sink counts the bytes and keeps the end, whose central directory
// is read back as ours is.
import { createReadStream } from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { cmsRequire } from '../../scripts/lib/portal-storage.mjs';
import { childTask } from './child-task.mjs';
import { tailKeeper, zipDirectory } from './download.mjs';

const JSZip = cmsRequire('jszip');

childTask({
  prepare: ({ files }) => {
    const zip = new JSZip();
    // No folder entries, as ours has none.
    for (const { name, file } of files) zip.file(name, createReadStream(file), { binary: true, createFolders: false });
    return zip;
  },
  run: async (zip) => {
    let bytes = 0;
    const tail = tailKeeper(8 * 2 ** 20);
    const sink = new Writable({
      write(chunk, _encoding, done) {
        bytes += chunk.length;
        tail.add(chunk);
        done();
      },
    });
    await pipeline(zip.generateNodeStream({ streamFiles: true, compression: 'STORE' }), sink);
    return { bytes, zip: zipDirectory(tail.bytes(), bytes) };
  },
});
