const staffOnly = { auth: false, policies: ['global::is-staff'] };
// Reviewers open the documents of the applications in their pool (issue 18); every download and export is staff's.
const backOffice = { auth: false, policies: ['global::is-back-office'] };

export default {
  routes: [
    { method: 'GET', path: '/getapplicantfileadmin', handler: 'files.applicantFileAdmin', config: backOffice },
    { method: 'GET', path: '/getformchecklistfile', handler: 'files.formChecklistFile', config: staffOnly },
    { method: 'GET', path: '/downloadapplicantfolder', handler: 'files.applicantFolder', config: staffOnly },
    { method: 'GET', path: '/getapplicationfiles', handler: 'files.applicationFiles', config: staffOnly },
    { method: 'GET', path: '/getchecklistfiles', handler: 'files.checklistFiles', config: staffOnly },
    { method: 'GET', path: '/downloadapplicationfrom', handler: 'files.applicationForms', config: staffOnly },
    { method: 'GET', path: '/exports/checklist', handler: 'spreadsheets.checklist', config: staffOnly },
    { method: 'POST', path: '/getallresults', handler: 'spreadsheets.allResults', config: staffOnly },
    { method: 'GET', path: '/exports/results', handler: 'spreadsheets.results', config: staffOnly },
    { method: 'GET', path: '/exports/payments', handler: 'spreadsheets.payments', config: staffOnly },
  ],
};
