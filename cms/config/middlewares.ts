import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'global::api-errors',
  {
    name: 'strapi::security',
    config: {
      hsts: env('NODE_ENV') === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:'],
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
        'http://localhost:5173',
        'http://localhost:5174',
      ]),
      credentials: false,
    },
  },
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: env('JSON_BODY_LIMIT', '256kb'),
      formLimit: env('FORM_BODY_LIMIT', '256kb'),
      textLimit: env('TEXT_BODY_LIMIT', '256kb'),
    },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
