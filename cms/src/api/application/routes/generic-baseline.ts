// Strapi's generic REST read and update of an application (GET and PUT /api/applications/:id, the
// core controller), which the benchmarks in bench/ measure beside the portal's own calls as their
// baseline. The routes exist only when the cms starts with BENCH_GENERIC_REST=true, and even then
// answer only a full-access API token made in the admin panel: the portal never uses them.
export default {
  routes:
    process.env.BENCH_GENERIC_REST === 'true'
      ? [
          { method: 'GET', path: '/applications/:id', handler: 'generic-baseline.findOne' },
          { method: 'PUT', path: '/applications/:id', handler: 'generic-baseline.update' },
        ]
      : [],
};
