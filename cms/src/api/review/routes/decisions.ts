const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;

export default {
  routes: [
    { method: 'POST', path: '/addstatus', handler: 'decisions.add', config: staffOnly },
    { method: 'POST', path: '/addstatuses', handler: 'decisions.addMany', config: staffOnly },
    { method: 'GET', path: '/getdecisions', handler: 'decisions.list', config: staffOnly },
  ],
};
