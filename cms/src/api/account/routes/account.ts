export default {
  routes: [
    {
      method: 'POST',
      path: '/addapplicant',
      handler: 'account.register',
      config: { auth: false, policies: [] },
    },
    {
      method: 'POST',
      path: '/login',
      handler: 'account.login',
      config: { auth: false, policies: [] },
    },
    {
      method: 'GET',
      path: '/logout',
      handler: 'account.logout',
      config: { auth: false, policies: ['global::is-signed-in'] },
    },
  ],
};
