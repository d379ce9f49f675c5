// Resumable uploads of the four application documents (tus 1.0; services/resumable-uploads.ts).
// GET also answers HEAD (the router adds it), which is what the protocol asks with.
export default {
  routes: [
    {
      method: 'POST',
      path: '/resumableuploads',
      handler: 'resumable-uploads.create',
      config: { auth: false, policies: ['global::is-applicant'] },
    },
    {
      method: 'GET',
      path: '/resumableuploads/:id',
      handler: 'resumable-uploads.resume',
      config: { auth: false, policies: ['global::is-applicant'] },
    },
    {
      method: 'PATCH',
      path: '/resumableuploads/:id',
      handler: 'resumable-uploads.resume',
      config: { auth: false, policies: ['global::is-applicant'] },
    },
  ],
};
