const applicantOnly = { auth: false, policies: ['global::is-applicant'] } as const;

export default {
  routes: [
    { method: 'POST', path: '/addapplication', handler: 'application.create', config: applicantOnly },
    // Staff use it too, editing on an applicant's behalf; ownership is checked per application.
    { method: 'POST', path: '/updateapplication', handler: 'application.update', config: { auth: false, policies: ['global::is-signed-in'] } },
    { method: 'POST', path: '/appsubmit', handler: 'application.submit', config: applicantOnly },
    // The applicant's own application only (its ownership checked by id); staff never withdraw one.
    { method: 'POST', path: '/withdrawapplication', handler: 'application.withdraw', config: applicantOnly },
    { method: 'GET', path: '/applicationsummary', handler: 'application.summary', config: applicantOnly },
    { method: 'GET', path: '/myapplication', handler: 'application.mine', config: applicantOnly },
    // The update-on-behalf form's prefill: any application's saved values, for staff.
    { method: 'GET', path: '/applicationforms/:application_id', handler: 'application.forms', config: { auth: false, policies: ['global::is-staff'] } },
  ],
};
