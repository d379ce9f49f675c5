// Resumable uploads (tus 1.0; services/resumable-uploads.ts): the signed-in applicant's, and an
// e-mailed link's (the token in X-Link-Token, counted in the links' rate limit). GET also answers
// HEAD (the router adds it), which is what the protocol asks with.
const LINK = { auth: false, policies: [], middlewares: [{ name: 'global::rate-limit', config: { bucket: 'link' } }] };

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
    { method: 'POST', path: '/linkuploads', handler: 'link-uploads.create', config: LINK },
    { method: 'GET', path: '/linkuploads/:id', handler: 'link-uploads.resume', config: LINK },
    { method: 'PATCH', path: '/linkuploads/:id', handler: 'link-uploads.resume', config: LINK },
  ],
};
