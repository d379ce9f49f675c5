const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;

export default {
  routes: [{ method: 'GET', path: '/gettimeline', handler: 'timeline.show', config: staffOnly }],
};
