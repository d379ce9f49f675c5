export default {
  routes: [
    {
      method: 'POST',
      path: '/addapplicant',
      handler: 'account.register',
      config: { auth: false, policies: [], middlewares: [{ name: 'global::rate-limit', config: { bucket: 'registration' } }] },
    },
    {
      method: 'POST',
      path: '/login',
      handler: 'account.login',
      config: { auth: false, policies: [], middlewares: [{ name: 'global::rate-limit', config: { bucket: 'login' } }] },
    },
    {
      method: 'GET',
      path: '/logout',
      handler: 'account.logout',
      config: { auth: false, policies: ['global::is-signed-in'] },
    },
  ],
};
