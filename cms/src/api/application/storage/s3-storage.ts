import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Core } from '@strapi/strapi';
import type { S3Settings } from '../../../utils/s3-settings';
import { measuring, newStorageKey, storedPathOf, type DocumentBackend } from './stored-file';

const isMissing = (error: any) => error?.name === 'NoSuchKey' || error?.$metadata?.httpStatusCode === 404;

// Why a bucket cannot be used, in words an operator can act on.
const bucketProblem = (error: any) => {
  const status = error?.$metadata?.httpStatusCode;
  if (status === 404 || error?.name === 'NotFound' || error?.name === 'NoSuchBucket') return 'does not exist';
  if (status === 403 || status === 401) return 'refuses these keys (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)';
  return `cannot be reached (${error?.message || error?.name || String(error)})`;
};

// Applicants' documents in a private S3-compatible bucket, under the same random keys as on disk
// ("<first two>/<key>"). Nothing is ever made public or presigned: every read streams through the
// cms, which authorises it, logs it and sets its headers.
export const s3Storage = (strapi: Core.Strapi, settings: S3Settings): DocumentBackend => {
  const client = new S3Client(settings.client);
  const Bucket = settings.bucket;

  return {
    // Both buckets answer with these keys, so a wrong name or key stops the start rather than the first upload.
    async check() {
      const buckets = [
        { name: Bucket, role: 'documents', variable: 'S3_BUCKET' },
        ...(settings.mediaBucket ? [{ name: settings.mediaBucket, role: 'media', variable: 'S3_MEDIA_BUCKET' }] : []),
      ];
      for (const { name, role, variable } of buckets) {
        try {
          await client.send(new HeadBucketCommand({ Bucket: name }));
        } catch (error) {
          const where = settings.client.endpoint ?? `AWS S3 in ${settings.client.region}`;
          throw new Error(`Object storage: the ${role} bucket "${name}" (${variable}) at ${where} ${bucketProblem(error)}.`);
        }
      }
    },

    // Streamed to the bucket while hashed (one PUT, or a multipart upload for a large file);
    // an object exists under its key only once the whole upload completed.
    async store(sourcePath) {
      const storageKey = newStorageKey();
      const measure = measuring();
      const upload = new Upload({
        client,
        params: { Bucket, Key: storedPathOf(storageKey), Body: measure.stream, ContentType: 'application/octet-stream' },
      });
      try {
        await Promise.all([pipeline(createReadStream(sourcePath), measure.stream), upload.done()]);
      } catch (error) {
        measure.stream.destroy();
        throw error;
      }
      return { storageKey, ...measure.measured() };
    },

    async open(storageKey) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: storedPathOf(storageKey) }));
        return { stream: object.Body as Readable, size: Number(object.ContentLength) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(storageKey) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: storedPathOf(storageKey) }));
      } catch (error) {
        strapi.log.warn(`Could not remove stored document ${storageKey}: ${(error as Error).message}`);
      }
    },
  };
};
