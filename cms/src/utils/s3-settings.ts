// Object storage, read from the environment and checked in one place. Applicants' documents go to
// the private bucket S3_BUCKET when it is set (else PRIVATE_UPLOADS_DIR on disk); editors' media to
// S3_MEDIA_BUCKET when that is set too (else cms/public/uploads). Media are public by design and
// documents never are, so the two are never the same bucket. scripts/lib/portal-storage.mjs reads
// the same variables for backup, restore and retention.
export type S3ClientSettings = {
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  // S3-compatible servers (Swift, Ceph, older MinIO) refuse the SDK's newer default checksums.
  requestChecksumCalculation: 'WHEN_REQUIRED';
  responseChecksumValidation: 'WHEN_REQUIRED';
};

export type S3Settings = {
  bucket: string;
  mediaBucket: string | null;
  // Where browsers fetch media from: the media bucket's public address, or a CDN in front of it.
  mediaUrl: string | null;
  client: S3ClientSettings;
};

export const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_MEDIA_BUCKET',
  'S3_MEDIA_URL',
] as const;

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The object storage settings, or null when S3_BUCKET is unset (everything on local disk). Throws on a setting that cannot work. */
export const s3Settings = (source: NodeJS.ProcessEnv = process.env): S3Settings | null => {
  const env = (name: (typeof S3_VARIABLES)[number]) => source[name]?.trim() ?? '';
  const fail = (problem: string): never => {
    throw new Error(`Object storage settings: ${problem}`);
  };
  if (!env('S3_BUCKET')) {
    const stray = S3_VARIABLES.filter((name) => env(name));
    if (stray.length > 0) fail(`${stray.join(', ')} set without S3_BUCKET. Set S3_BUCKET to keep documents in that bucket, or unset them to keep files on disk.`);
    return null;
  }
  if (!env('S3_REGION')) fail('S3_REGION is required with S3_BUCKET (us-east-1 for most S3-compatible servers).');
  if (env('S3_ENDPOINT') && !isHttpUrl(env('S3_ENDPOINT'))) fail(`S3_ENDPOINT must be an http(s) address, not "${env('S3_ENDPOINT')}".`);
  if (!env('S3_ACCESS_KEY_ID') !== !env('S3_SECRET_ACCESS_KEY')) {
    fail('set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (then the AWS SDK finds credentials itself, e.g. an instance role).');
  }
  if (!['', 'true', 'false'].includes(env('S3_FORCE_PATH_STYLE'))) fail('S3_FORCE_PATH_STYLE must be true or false.');
  if (env('S3_MEDIA_BUCKET') && env('S3_MEDIA_BUCKET') === env('S3_BUCKET')) {
    fail('S3_MEDIA_BUCKET must differ from S3_BUCKET: editors\' media are public, applicants\' documents private.');
  }
  if (!env('S3_MEDIA_URL') !== !env('S3_MEDIA_BUCKET')) {
    fail('set S3_MEDIA_BUCKET and S3_MEDIA_URL together (the public address browsers fetch media from), or neither.');
  }
  if (env('S3_MEDIA_URL') && !isHttpUrl(env('S3_MEDIA_URL'))) fail(`S3_MEDIA_URL must be an http(s) address, not "${env('S3_MEDIA_URL')}".`);

  return {
    bucket: env('S3_BUCKET'),
    mediaBucket: env('S3_MEDIA_BUCKET') || null,
    mediaUrl: env('S3_MEDIA_URL').replace(/\/+$/, '') || null,
    client: {
      region: env('S3_REGION'),
      ...(env('S3_ENDPOINT') && { endpoint: env('S3_ENDPOINT') }),
      forcePathStyle: env('S3_FORCE_PATH_STYLE') === 'true',
      ...(env('S3_ACCESS_KEY_ID') && {
        credentials: { accessKeyId: env('S3_ACCESS_KEY_ID'), secretAccessKey: env('S3_SECRET_ACCESS_KEY') },
      }),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  };
};
