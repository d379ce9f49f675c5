const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;

export default {
  routes: [
    { method: 'GET', path: '/getresultsdata', handler: 'results.list', config: staffOnly },
    { method: 'POST', path: '/confirmresult', handler: 'results.confirm', config: staffOnly },
  ],
};
