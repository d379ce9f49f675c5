const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;

export default {
  routes: [
    { method: 'GET', path: '/sendalldeclined', handler: 'bulk-letters.declined', config: staffOnly },
    { method: 'GET', path: '/sendallaccepted', handler: 'bulk-letters.accepted', config: staffOnly },
    { method: 'GET', path: '/sendalldeclined/count', handler: 'bulk-letters.declinedCount', config: staffOnly },
    { method: 'GET', path: '/sendallaccepted/count', handler: 'bulk-letters.acceptedCount', config: staffOnly },
  ],
};
