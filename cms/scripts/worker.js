// `npm run worker`: the cms without its web server, taking the job queue's jobs (every e-mail the
// portal sends; cms/src/jobs/). Run one or more beside web instances started with WORKERS=false. It
// needs the built cms (`npm run build`), or the one in CMS_DIST_DIR.
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

process.env.WORKERS = 'true';
const appDir = path.resolve(__dirname, '..');
const distDir = process.env.CMS_DIST_DIR || path.join(appDir, 'dist');

const main = async () => {
  const strapi = await createStrapi({ appDir, distDir, autoReload: false, serveAdminPanel: false }).load();
  console.log('Worker ready: taking queued jobs.');
  // A stop lets the job in hand finish (the queue waits for it), then lets go of the database.
  const stop = async () => {
    await strapi.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
