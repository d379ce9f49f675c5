export default {
  routes: [
    {
      method: 'GET',
      path: '/reference-lists',
      handler: 'reference-lists.find',
      config: { auth: false, policies: [] },
    },
  ],
};
