import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // The client's address comes from middlewares/client-address.ts (trusted proxies only); this
  // lets Koa read X-Forwarded-Proto (https behind nginx) and the same number of hops.
  proxy: { koa: env.bool('TRUST_PROXY', false), maxIpsCount: env.int('TRUSTED_PROXY_COUNT', 1) },
  app: {
    keys: env.array('APP_KEYS')!,
  },
  logger: {
    updates: { enabled: false },
    startup: { enabled: env.bool('LOG_STARTUP', true) },
  },
  webhooks: {
    populateRelations: false,
  },
});

export default config;
