// Where the portal keeps files, for backup, restore and retention: a folder on disk, or a bucket on
// S3-compatible object storage (S3_*). Both hold the same relative paths ("ab/ab12…" for a
// document), so a backup made from one restores into the other.
import { cpSync, createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const filesUnder = (dir, base = dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, base);
    return entry.isFile() ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });

/** A folder: copied whole; a restore moves the folder aside (…<aside.suffix>) and puts the backup's copy in its place. */
export const folderStore = (dir) => ({
  where: dir,
  async copyTo(target) {
    if (existsSync(dir)) cpSync(dir, target, { recursive: true });
    else mkdirSync(target);
  },
  async replaceWith(source, aside) {
    if (existsSync(dir)) renameSync(dir, `${dir}.${aside.suffix}`);
    cpSync(source, dir, { recursive: true });
  },
  async remove(relativePath) {
    rmSync(path.join(dir, relativePath), { force: true });
  },
});

/** A bucket, through the AWS SDK the cms installs: a restore first downloads what the bucket holds to the folder aside.folder. */
export const bucketStore = (s3, bucket, { cmsRequire }) => {
  const { S3Client, ListObjectsV2Command, GetObjectCommand, DeleteObjectCommand } = cmsRequire('@aws-sdk/client-s3');
  const { Upload } = cmsRequire('@aws-sdk/lib-storage');
  const client = new S3Client(s3.client);

  const keys = async () => {
    const found = [];
    let ContinuationToken;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
      found.push(...(page.Contents ?? []).map((object) => object.Key));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return found;
  };
  const download = async (key, target) => {
    const file = path.join(target, ...key.split('/'));
    mkdirSync(path.dirname(file), { recursive: true });
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    await pipeline(object.Body, createWriteStream(file, { mode: 0o600 }));
  };
  const upload = (key, file) => new Upload({ client, params: { Bucket: bucket, Key: key, Body: createReadStream(file) } }).done();
  const remove = (key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));

  return {
    where: `bucket ${bucket}`,
    async copyTo(target) {
      mkdirSync(target, { recursive: true });
      for (const key of await keys()) await download(key, target);
    },
    async replaceWith(source, aside) {
      const current = await keys();
      for (const key of current) await download(key, aside.folder);
      for (const key of current) await remove(key);
      for (const key of filesUnder(source)) await upload(key, path.join(source, ...key.split('/')));
    },
    remove,
  };
};
