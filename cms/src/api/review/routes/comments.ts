// Staff, and reviewers on the applications in their pool (issue 18).
const backOffice = { auth: false, policies: ['global::is-back-office'] } as const;

export default {
  routes: [
    { method: 'POST', path: '/addcomment', handler: 'comments.add', config: backOffice },
    { method: 'GET', path: '/getcomments', handler: 'comments.list', config: backOffice },
  ],
};
