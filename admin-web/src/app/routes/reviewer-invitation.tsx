import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { useSearchParams } from 'react-router-dom';
import { AcceptInvitation } from '@/features/reviewers/components/accept-invitation';

// /reviewerinvitation?token=...: the link of a reviewer's invitation e-mail (public).
export function ReviewerInvitationRoute() {
  const [searchParams] = useSearchParams();
  return (
    <div className="narrow">
      <PageHeading>Your reviewer account</PageHeading>
      <div className="panel">
        <AcceptInvitation token={searchParams.get('token')} />
      </div>
    </div>
  );
}
