// Strapi's generic REST list, read and update of applications (its core controller: GET
// /api/generic-baseline/applications with Strapi's filters, populate and pagination, and GET and PUT
// /api/generic-baseline/applications/:id), which bench/applicant-peak.mjs and
// bench/back-office-scale.mjs measure beside the portal's own calls as their baselines. The cms loads this plugin only when BENCH_GENERIC_REST_PLUGIN
// names this folder (bench/lib/start-cms.mjs does, for the peak benchmark); the routes then answer
// only a full-access API token made in the admin panel. The portal never uses them.

// @strapi/strapi is the cms's own dependency: found from the cms's folder, where it runs. (A Strapi
// plugin's server entry is CommonJS.)
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { factories } = require(require.resolve('@strapi/strapi', { paths: [process.cwd()] }));

module.exports = {
  controllers: { application: factories.createCoreController('api::application.application') },
  routes: {
    'content-api': {
      type: 'content-api',
      routes: [
        { method: 'GET', path: '/applications', handler: 'application.find' },
        { method: 'GET', path: '/applications/:id', handler: 'application.findOne' },
        { method: 'PUT', path: '/applications/:id', handler: 'application.update' },
      ],
    },
  },
};
