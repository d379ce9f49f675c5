export default {
  routes: [
    {
      method: 'POST',
      path: '/aplicantionreport',
      handler: 'statistics.report',
      config: { auth: false, policies: ['global::is-staff'] },
    },
  ],
};
