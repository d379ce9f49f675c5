import type { PortalContent } from '@bursary/domain/api-types';

/** Where staff who sign in on the applicant site belong. */
export const backOfficeUrl = (content: PortalContent) =>
  `${content.settings.admin_url.replace(/\/+$/, '')}/admindashboard`;
