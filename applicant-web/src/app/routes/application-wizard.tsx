import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { ApplicationWizard } from '@/features/application/components/application-wizard';

// /application?token=: the spec's token decodes to the applicant's e-mail, shown read-only, and local storage is
// cleared on entry. Our link tokens carry no e-mail the page could read, and the sign-in session lives in local
// storage, so clearing it would sign the applicant out of the page they are on. The basic-information step shows
// the signed-in e-mail read-only instead, and storage is left alone.
export function ApplicationWizardRoute() {
  return (
    <>
      <PageHeading>Bursary application</PageHeading>
      <ApplicationWizard />
    </>
  );
}
