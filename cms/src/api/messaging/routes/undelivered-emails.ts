const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;

export default {
  routes: [
    { method: 'GET', path: '/undeliveredemails', handler: 'undelivered-emails.list', config: staffOnly },
    { method: 'POST', path: '/resendemail', handler: 'undelivered-emails.resend', config: staffOnly },
  ],
};
