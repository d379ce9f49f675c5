const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;
// Reached from the e-mailed invitation, before any sign-in; the link's own budget of attempts.
const invitationLink = { auth: false, policies: [], middlewares: [{ name: 'global::rate-limit', config: { bucket: 'link' } }] };

export default {
  routes: [
    { method: 'GET', path: '/reviewers', handler: 'reviewers.list', config: staffOnly },
    { method: 'POST', path: '/invitereviewer', handler: 'reviewers.invite', config: staffOnly },
    { method: 'POST', path: '/deactivatereviewer', handler: 'reviewers.deactivate', config: staffOnly },
    { method: 'POST', path: '/reactivatereviewer', handler: 'reviewers.reactivate', config: staffOnly },
    { method: 'GET', path: '/reviewerinvitation/:token', handler: 'reviewers.invitation', config: invitationLink },
    { method: 'POST', path: '/reviewerinvitation/:token', handler: 'reviewers.accept', config: invitationLink },
    { method: 'GET', path: '/getassignments', handler: 'reviewers.assignments', config: staffOnly },
    { method: 'POST', path: '/assignreviewer', handler: 'reviewers.assign', config: staffOnly },
    { method: 'POST', path: '/unassignreviewer', handler: 'reviewers.unassign', config: staffOnly },
    { method: 'POST', path: '/assignfrompool', handler: 'reviewers.assignFromPool', config: staffOnly },
  ],
};
