import type { Core } from '@strapi/strapi';
import { s3Settings, type S3Settings } from '../src/utils/s3-settings';

// Editors' media: in the public bucket S3_MEDIA_BUCKET, served from S3_MEDIA_URL, when set; else
// on disk in public/uploads. The bucket is made publicly readable by its own policy: no ACL is sent.
const mediaProvider = (s3: S3Settings | null) =>
  s3?.mediaBucket
    ? {
        provider: 'aws-s3',
        providerOptions: { baseUrl: s3.mediaUrl, s3Options: { ...s3.client, params: { Bucket: s3.mediaBucket, ACL: undefined } } },
      }
    : { provider: 'local' };

// s3Settings() checks every S3_* variable here, so a cms with a wrong one stops at start saying which.
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: env('LOGIN_TOKEN_TTL', '12h') },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: env.bool('SMTP_IGNORE_TLS', env('SMTP_HOST', '127.0.0.1') === '127.0.0.1'),
        ...(env('SMTP_USERNAME', '') && {
          auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') },
        }),
        pool: env.bool('SMTP_POOL', true),
        // A relay that stops answering fails the try well within the outbox's claim on the message
        // (MAIL_CLAIM_SECONDS, 300 s), so no second worker takes it while the first still waits.
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      },
      settings: {
        defaultFrom: env('EMAIL_FROM', 'Zakah Bursary <bursary@localhost>'),
        defaultReplyTo: env('EMAIL_REPLY_TO', 'bursary@localhost'),
      },
    },
  },
  upload: {
    config: {
      ...mediaProvider(s3Settings()),
      // The media library holds editors' public images (the how-to-apply guide). Applicants'
      // documents never go through it: they are stored privately by the application api.
      sizeLimit: env.int('MEDIA_MAX_BYTES', 5 * 1024 * 1024),
      security: {
        allowedTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
        deniedTypes: ['image/svg+xml'],
      },
    },
  },
  // The benchmarks' generic REST baseline (bench/generic-baseline), loaded only when the bench's cms
  // names its folder: never in production.
  ...(env('BENCH_GENERIC_REST_PLUGIN', '') && {
    'generic-baseline': { enabled: true, resolve: env('BENCH_GENERIC_REST_PLUGIN') },
  }),
});

export default config;
