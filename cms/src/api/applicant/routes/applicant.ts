const applicantOnly = { auth: false, policies: ['global::is-applicant'] } as const;

export default {
  routes: [
    { method: 'POST', path: '/updateapplicant', handler: 'applicant.updateBasicInfo', config: applicantOnly },
    { method: 'POST', path: '/savesocialinfo', handler: 'applicant.updateSocialInfo', config: applicantOnly },
    { method: 'GET', path: '/fechdata/:applicantId', handler: 'applicant.dashboard', config: applicantOnly },
    { method: 'GET', path: '/getapplicantdata/:user/:year', handler: 'applicant.previousYear', config: applicantOnly },
  ],
};
