export default {
  routes: [
    {
      method: 'GET',
      path: '/portal-content',
      handler: 'portal-content.find',
      config: { auth: false, policies: [] },
    },
  ],
};
