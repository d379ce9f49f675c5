const applicantOnly = { auth: false, policies: ['global::is-applicant'] } as const;

export default {
  routes: [
    // Staff use it too, editing an applicant's data on their behalf (they send applicant_id).
    { method: 'POST', path: '/updateapplicant', handler: 'applicant.updateBasicInfo', config: { auth: false, policies: ['global::is-signed-in'] } },
    { method: 'POST', path: '/savesocialinfo', handler: 'applicant.updateSocialInfo', config: applicantOnly },
    { method: 'GET', path: '/fechdata/:applicantId', handler: 'applicant.dashboard', config: applicantOnly },
    { method: 'GET', path: '/getapplicantdata/:user/:year', handler: 'applicant.previousYear', config: applicantOnly },
  ],
};
