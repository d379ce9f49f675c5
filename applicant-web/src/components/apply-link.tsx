import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import { ButtonLink } from '@bursary/web-ui/components/button-link';
import type { ComponentProps } from 'react';

type ApplyLinkProps = Omit<ComponentProps<typeof ButtonLink>, 'to'>;

/**
 * A link to /register while applications are open. Closed (or not known yet), there is nothing to
 * register for: the cms refuses it, and invited late applicants come through their e-mail's link.
 */
export function ApplyLink(props: ApplyLinkProps) {
  const { data } = usePortalContent();
  if (!data?.settings.applications_open) return null;
  return <ButtonLink to="/register" {...props} />;
}
