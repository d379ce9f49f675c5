export default {
  routes: [
    {
      method: 'POST',
      path: '/submitresults',
      handler: 'results.submitResults',
      config: {
        auth: false,
        policies: [],
        middlewares: [{ name: 'global::rate-limit', config: { bucket: 'link' } }],
      },
    },
  ],
};
