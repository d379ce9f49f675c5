const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;
// Reviewers score the applications in their pool (issue 18); looking without scoring is the decider's.
const backOffice = { auth: false, policies: ['global::is-back-office'] } as const;

export default {
  routes: [
    {
      method: 'GET',
      path: '/getrubric',
      handler: 'scoring.rubric',
      config: backOffice,
    },
    {
      method: 'GET',
      path: '/getscores',
      handler: 'scoring.scores',
      config: backOffice,
    },
    {
      method: 'POST',
      path: '/savescores',
      handler: 'scoring.save',
      config: backOffice,
    },
    {
      method: 'POST',
      path: '/submitscores',
      handler: 'scoring.submit',
      config: backOffice,
    },
    {
      method: 'POST',
      path: '/lookwithoutscoring',
      handler: 'scoring.look',
      config: staffOnly,
    },
    {
      method: 'GET',
      path: '/reviewqueue',
      handler: 'scoring.queue',
      config: backOffice,
    },
  ],
};
