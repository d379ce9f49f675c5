import type { Session } from '@bursary/domain/api-types';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { useSession } from '@bursary/web-ui/session';
import { useMyApplication } from '@/features/profile/api/get-my-application';
import { ApplicationProgress } from '@/features/profile/components/application-progress';
import { MyData } from '@/features/profile/components/my-data';
import { SavedDetails } from '@/features/profile/components/saved-details';
import { UploadedDocuments } from '@/features/profile/components/uploaded-documents';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';

// The spec does not show this page's content (applicant spec §2): the applicant's saved details, read-only.
function Profile({ session }: { session: Session }) {
  const saved = useMyApplication();
  const content = usePortalContent();

  if (!saved.data || !content.data) {
    return <NotLoaded results={[saved, content]} errorTitle="We could not load your profile" />;
  }
  const { cycle_year: cycleYear } = content.data.settings;
  const isOpen = saved.data.may_apply;
  const isEditable = isOpen && saved.data.last_saved_step !== 'submitted';

  return (
    <div className="stack">
      <ApplicationProgress session={session} saved={saved.data} isOpen={isOpen} cycleYear={cycleYear} />
      <SavedDetails saved={saved.data} isEditable={isEditable} />
      {saved.data.application_id !== null && <UploadedDocuments applicationId={saved.data.application_id} />}
      <MyData />
    </div>
  );
}

export function ProfileRoute() {
  const session = useSession();

  return (
    <>
      <PageHeading>Profile</PageHeading>
      {session && <Profile session={session} />}
    </>
  );
}
