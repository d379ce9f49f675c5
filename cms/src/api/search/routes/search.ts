const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;
// Reviewers too, within their pool (issue 18).
const backOffice = { auth: false, policies: ['global::is-back-office'] } as const;

export default {
  routes: [
    { method: 'POST', path: '/searchapplication', handler: 'search.applications', config: backOffice },
    { method: 'POST', path: '/searchapplicants', handler: 'search.applicants', config: staffOnly },
    { method: 'GET', path: '/getapplicationsatus/:application_id', handler: 'search.status', config: backOffice },
    { method: 'GET', path: '/getapplication/:application_id', handler: 'search.application', config: backOffice },
  ],
};
