import { ButtonLink } from '@bursary/web-ui/components/button-link';
import { PageHeading } from '@bursary/web-ui/components/page-heading';

export function NotFoundRoute() {
  return (
    <section className="panel narrow">
      <PageHeading>Page not found</PageHeading>
      <p>
        The page you were looking for does not exist or has moved. Check the address, or start again from the admin
        dashboard.
      </p>
      <ButtonLink to="/admindashboard" type="primary">
        Go to the admin dashboard
      </ButtonLink>
    </section>
  );
}
