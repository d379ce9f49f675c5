const applicantOnly = { auth: false, policies: ['global::is-applicant'] } as const;

export default {
  routes: [
    { method: 'POST', path: '/addapplication', handler: 'application.create', config: applicantOnly },
    // Staff use it too, editing on an applicant's behalf; ownership is checked per application.
    { method: 'POST', path: '/updateapplication', handler: 'application.update', config: { auth: false, policies: ['global::is-signed-in'] } },
    { method: 'POST', path: '/appsubmit', handler: 'application.submit', config: applicantOnly },
    { method: 'GET', path: '/applicationsummary', handler: 'application.summary', config: applicantOnly },
    { method: 'GET', path: '/myapplication', handler: 'application.mine', config: applicantOnly },
  ],
};
