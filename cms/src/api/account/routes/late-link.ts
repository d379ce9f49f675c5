export default {
  routes: [
    {
      method: 'GET',
      path: '/latelink/:token',
      handler: 'late-link.show',
      // Reached from an e-mailed link, before any sign-in.
      config: { auth: false, policies: [], middlewares: [{ name: 'global::rate-limit', config: { bucket: 'link' } }] },
    },
  ],
};
