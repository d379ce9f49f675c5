import type { Core } from '@strapi/strapi';
import { s3Settings } from '../src/utils/s3-settings';

// Editors' media served from their bucket's public address (config/plugins.ts), for the admin panel's previews.
const mediaOrigins = () => {
  const mediaUrl = s3Settings()?.mediaUrl;
  return mediaUrl ? [new URL(mediaUrl).origin] : [];
};

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  { name: 'global::client-address', config: { trustedProxies: env('TRUSTED_PROXIES', '127.0.0.1,::1'), hops: env.int('TRUSTED_PROXY_COUNT', 1) } },
  'strapi::logger',
  'strapi::errors',
  'global::api-errors',
  'global::api-no-store',
  {
    name: 'strapi::security',
    config: {
      hsts: env('NODE_ENV') === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:', ...mediaOrigins()],
          'media-src': ["'self'", 'data:', 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('CORS_ORIGINS', [
        env('APPLICANT_URL', 'http://localhost:3000'),
        env('ADMIN_URL', 'http://localhost:3001'),
        // The apps' development servers, allowed only when `npm run dev` asks for them.
        ...(env.bool('CORS_ALLOW_DEV_SERVERS', false) ? ['http://localhost:5173', 'http://localhost:5174'] : []),
      ]),
      credentials: false,
      // The apps read a download's file name from it.
      expose: ['Content-Disposition'],
    },
  },
  'strapi::query',
  'global::discard-uploads',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: env('JSON_BODY_LIMIT', '256kb'),
      formLimit: env('FORM_BODY_LIMIT', '256kb'),
      textLimit: env('TEXT_BODY_LIMIT', '256kb'),
      formidable: {
        // Counted over all files of a request (one per requested document on the token pages), and
        // well above each file's own limit, so the routes answer a too-large file with its message.
        maxFileSize: env.int('MULTIPART_MAX_BYTES', 52 * 1024 * 1024),
        maxFieldsSize: 256 * 1024,
        maxFields: 100,
      },
      // The multipart parser's refusals (too large altogether, malformed) as our errors, never a
      // 500; JSON, form and text errors go on as they are.
      onError: (error: Error & { httpCode?: number }) => {
        if (typeof error.httpCode !== 'number') throw error;
        const status = error.httpCode === 413 ? 413 : 400;
        const message = status === 413
          ? 'What you sent is too large altogether. Upload fewer or smaller files at a time.'
          : 'The upload could not be read. Choose the file again and retry.';
        throw Object.assign(new Error(message), { status });
      },
    },
  },
  'global::admin-personal-data',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
