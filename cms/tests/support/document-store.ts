import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { s3Settings } from '../../src/utils/s3-settings';

const CMS_DIR = path.resolve(__dirname, '../..');

// Where a cms keeps applicants' documents, read from the settings it reads, so a test asserts the
// same thing whichever backend the run uses: the bucket S3_BUCKET (API_STORAGE=s3) or the folder
// PRIVATE_UPLOADS_DIR. A stored document's place is "<first two characters of its key>/<key>" on both.

export const privateUploadsDir = (env: NodeJS.ProcessEnv = process.env) =>
  path.resolve(env.PRIVATE_UPLOADS_DIR || path.join(CMS_DIR, 'private-uploads'));

export const storedPathOf = (storageKey: string) => `${storageKey.slice(0, 2)}/${storageKey}`;

export type DocumentStore = {
  /** Where it is, for messages: a folder or "bucket <name>". */
  where: string;
  /** Every stored object's place ("ab/ab12…") and size. */
  list: () => Promise<{ place: string; size: number }[]>;
  read: (place: string) => Promise<Buffer | null>;
  write: (place: string, content: Buffer) => Promise<void>;
  remove: (place: string) => Promise<void>;
};

const folderStore = (dir: string): DocumentStore => {
  const fileOf = (place: string) => path.join(dir, ...place.split('/'));
  const list = async (sub = ''): Promise<{ place: string; size: number }[]> => {
    const entries = await fs.readdir(path.join(dir, sub), { withFileTypes: true }).catch(() => []);
    const found = await Promise.all(
      entries.map(async (entry) => {
        const place = sub ? `${sub}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return list(place);
        const size = await fs.stat(fileOf(place)).then((stat) => stat.size, () => -1);
        return size < 0 ? [] : [{ place, size }]; // another process's temp file, gone meanwhile
      }),
    );
    return found.flat();
  };
  return {
    where: dir,
    list: () => list(),
    read: (place) => fs.readFile(fileOf(place)).catch((error) => (error.code === 'ENOENT' ? null : Promise.reject(error))),
    write: async (place, content) => {
      await fs.mkdir(path.dirname(fileOf(place)), { recursive: true });
      await fs.writeFile(fileOf(place), content);
    },
    remove: (place) => fs.rm(fileOf(place), { force: true }),
  };
};

const bucketStore = (client: S3Client, Bucket: string): DocumentStore => ({
  where: `bucket ${Bucket}`,
  list: async () => {
    const found: { place: string; size: number }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
      found.push(...(page.Contents ?? []).map((object) => ({ place: object.Key!, size: Number(object.Size) })));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return found;
  },
  read: async (place) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: place }));
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (error: any) {
      if (error?.name === 'NoSuchKey') return null;
      throw error;
    }
  },
  write: async (place, content) => {
    await client.send(new PutObjectCommand({ Bucket, Key: place, Body: content }));
  },
  remove: async (place) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: place }));
  },
});

const clients = new Map<string, S3Client>();
const clientOf = (settings: NonNullable<ReturnType<typeof s3Settings>>) => {
  const key = JSON.stringify(settings.client);
  if (!clients.has(key)) clients.set(key, new S3Client(settings.client));
  return clients.get(key)!;
};

/** The document store of the run's cms, or of the settings `env` names (a restore's target). */
export const documentStore = (env: NodeJS.ProcessEnv = process.env): DocumentStore => {
  const s3 = s3Settings(env);
  return s3 ? bucketStore(clientOf(s3), s3.bucket) : folderStore(privateUploadsDir(env));
};

/** Whether the run's cms keeps documents in a bucket (API_STORAGE=s3). */
export const isS3Run = () => s3Settings() !== null;

/** A new empty bucket on the run's object storage, for a restore's target. */
export const createBucket = async (name: string) => {
  await clientOf(s3Settings()!).send(new CreateBucketCommand({ Bucket: name }));
};

/** A stored document's bytes by its storage key, or null when gone. */
export const readStored = (storageKey: string) => documentStore().read(storedPathOf(storageKey));
export const writeStored = (storageKey: string, content: Buffer) => documentStore().write(storedPathOf(storageKey), content);
export const removeStored = (storageKey: string) => documentStore().remove(storedPathOf(storageKey));
export const isStored = async (storageKey: string) => (await readStored(storageKey)) !== null;

/** Every stored copy of `content` (each sample's bytes are unique, so this holds while other tests store files too). */
export const storedCopiesOf = async (content: Buffer) => {
  const store = documentStore();
  const sameSize = (await store.list()).filter((object) => object.size === content.length);
  const copies = await Promise.all(sameSize.map(async ({ place }) => ((await store.read(place))?.equals(content) ? [place] : [])));
  return copies.flat();
};

/** Place and SHA-256 of every stored object of a store. */
export const storedTree = async (store: DocumentStore = documentStore()) => {
  const tree: Record<string, string> = {};
  for (const { place } of await store.list()) {
    const content = await store.read(place);
    if (content) tree[place] = createHash('sha256').update(content).digest('hex');
  }
  return tree;
};
