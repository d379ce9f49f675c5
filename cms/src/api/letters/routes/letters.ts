export default {
  routes: [
    {
      method: 'GET',
      path: '/downloadpledgeletter',
      handler: 'letters.pledge',
      config: { auth: false, policies: ['global::is-signed-in'] },
    },
    {
      method: 'GET',
      path: '/downloadcongratulationsletter',
      handler: 'letters.congratulations',
      config: { auth: false, policies: ['global::is-signed-in'] },
    },
    {
      method: 'GET',
      path: '/downloadconsentform',
      handler: 'letters.consent',
      config: { auth: false, policies: ['global::is-signed-in'] },
    },
    {
      method: 'GET',
      path: '/downloaddeclineletter',
      handler: 'letters.decline',
      config: { auth: false, policies: ['global::is-signed-in'] },
    },
  ],
};
