const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;

export default {
  routes: [{ method: 'GET', path: '/getbudget', handler: 'budget.show', config: staffOnly }],
};
