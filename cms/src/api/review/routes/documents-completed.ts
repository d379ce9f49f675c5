const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;

export default {
  routes: [{ method: 'POST', path: '/sendocscompleted', handler: 'documents-completed.complete', config: staffOnly }],
};
