const LINK_RATE_LIMIT = { name: 'global::rate-limit', config: { bucket: 'link' } };

export default {
  routes: [
    {
      method: 'POST',
      path: '/updateapplicationfiles',
      handler: 'documents.updateApplicationFiles',
      // Applicants upload into their own application; staff into any, from the update-on-behalf form.
      config: { auth: false, policies: ['global::is-signed-in'] },
    },
    {
      method: 'GET',
      path: '/applicationdocuments',
      handler: 'documents.applicationDocuments',
      config: { auth: false, policies: ['global::is-signed-in'] },
    },
    {
      method: 'GET',
      path: '/getapplicantfile',
      handler: 'documents.applicantFile',
      config: { auth: false, policies: ['global::is-signed-in'] },
    },
    {
      method: 'GET',
      path: '/downloadsupportingdoc',
      handler: 'documents.supportingDoc',
      config: { auth: false, policies: ['global::is-signed-in'] },
    },
    {
      method: 'GET',
      path: '/uploadlink/:token',
      handler: 'documents.uploadLink',
      config: { auth: false, policies: [], middlewares: [LINK_RATE_LIMIT] },
    },
    {
      method: 'POST',
      path: '/uploadrequesteddocs',
      handler: 'documents.uploadRequestedDocs',
      config: { auth: false, policies: [], middlewares: [LINK_RATE_LIMIT] },
    },
    {
      method: 'POST',
      path: '/uploadsupportingdocs',
      handler: 'documents.uploadSupportingDocs',
      config: { auth: false, policies: ['global::is-applicant'] },
    },
  ],
};
