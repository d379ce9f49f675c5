const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;

export default {
  routes: [
    { method: 'POST', path: '/addcomment', handler: 'comments.add', config: staffOnly },
    { method: 'GET', path: '/getcomments', handler: 'comments.list', config: staffOnly },
  ],
};
