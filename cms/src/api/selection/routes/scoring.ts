const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;

export default {
  routes: [
    {
      method: 'GET',
      path: '/getrubric',
      handler: 'scoring.rubric',
      config: staffOnly,
    },
    {
      method: 'GET',
      path: '/getscores',
      handler: 'scoring.scores',
      config: staffOnly,
    },
    {
      method: 'POST',
      path: '/savescores',
      handler: 'scoring.save',
      config: staffOnly,
    },
    {
      method: 'POST',
      path: '/submitscores',
      handler: 'scoring.submit',
      config: staffOnly,
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
      config: staffOnly,
    },
  ],
};
