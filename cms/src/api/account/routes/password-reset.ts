const recoveryLimit = { name: 'global::rate-limit', config: { bucket: 'password' } };

export default {
  routes: [
    {
      method: 'POST',
      path: '/passwordchange',
      handler: 'password-reset.request',
      config: { auth: false, policies: [], middlewares: [recoveryLimit] },
    },
    {
      method: 'POST',
      path: '/handlepasswordchange/:token',
      handler: 'password-reset.reset',
      config: { auth: false, policies: [], middlewares: [recoveryLimit] },
    },
  ],
};
