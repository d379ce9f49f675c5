export default {
  routes: [
    { method: 'GET', path: '/mydata', handler: 'personal-data.download', config: { auth: false, policies: ['global::is-applicant'] } },
  ],
};
