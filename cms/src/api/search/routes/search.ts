const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;

export default {
  routes: [
    { method: 'POST', path: '/searchapplication', handler: 'search.applications', config: staffOnly },
    { method: 'POST', path: '/searchapplicants', handler: 'search.applicants', config: staffOnly },
    { method: 'GET', path: '/getapplicationsatus/:application_id', handler: 'search.status', config: staffOnly },
    { method: 'GET', path: '/getapplication/:application_id', handler: 'search.application', config: staffOnly },
  ],
};
