const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;

export default {
  routes: [
    { method: 'POST', path: '/senddocumentsrequest', handler: 'staff-emails.documentsRequest', config: staffOnly },
    { method: 'POST', path: '/senddocumentsrequest/count', handler: 'staff-emails.documentsRequestCount', config: staffOnly },
    { method: 'POST', path: '/sendresultrequest', handler: 'staff-emails.resultsRequest', config: staffOnly },
    { method: 'POST', path: '/sendresultrequest/count', handler: 'staff-emails.resultsRequestCount', config: staffOnly },
    { method: 'POST', path: '/sendgeneralemails', handler: 'staff-emails.generalEmail', config: staffOnly },
    { method: 'POST', path: '/sendlateapplicationrequest', handler: 'staff-emails.lateApplication', config: staffOnly },
  ],
};
