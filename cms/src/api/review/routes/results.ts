const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;
// Reviewers read the results of the applications in their pool (issue 18); confirming is staff's.
const backOffice = { auth: false, policies: ['global::is-back-office'] } as const;

export default {
  routes: [
    { method: 'GET', path: '/getresultsdata', handler: 'results.list', config: backOffice },
    { method: 'POST', path: '/confirmresult', handler: 'results.confirm', config: staffOnly },
  ],
};
