const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;

export default {
  routes: [
    { method: 'POST', path: '/sendinprogressreminders', handler: 'reminders.send', config: staffOnly },
    { method: 'GET', path: '/sendinprogressreminders/count', handler: 'reminders.count', config: staffOnly },
  ],
};
