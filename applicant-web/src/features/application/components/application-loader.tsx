import type { Session } from '@bursary/domain/api-types';
import { ErrorState } from '@bursary/web-ui/components/error-state';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { useSession } from '@bursary/web-ui/session';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { CmsHtml } from '@/components/cms-html';
import { LateApplicationNote } from '@/components/late-application-note';
import { useApplicationData, type ApplicationData } from '../hooks/use-application-data';
import { keepFormForOffline } from '../offline/service-worker';
import './application.css';

type ApplicationLoaderProps = {
  /** The flow, once everything it starts from has loaded. */
  children: (data: ApplicationData) => ReactNode;
};

function LoadedApplication({ session, children }: ApplicationLoaderProps & { session: Session }) {
  const state = useApplicationData(session);
  const isReady = state.status === 'ready';
  // Once the form is on screen, the service worker keeps its files, so a reload without network shows it again.
  useEffect(() => {
    if (isReady) keepFormForOffline();
  }, [isReady]);
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'failed') {
    return <ErrorState title="We could not load your application" message={state.message} onRetry={state.retry} />;
  }

  const { data } = state;
  // Submitted or withdrawn: nothing left to fill in; the dashboard says where it stands.
  if (data.progress.lastSaved === 'submitted' || data.mine.withdrawn_at) return <Navigate to="/applicantdashboard" replace />;
  if (!data.mine.may_apply) {
    const notice = data.content.texts.closed_notice;
    return (
      <>
        <Alert type="error" showIcon title={notice.title} description={<CmsHtml html={notice.html} />} />
        <p className="closed-hint">
          If the bursary office invites you to apply after the closing date, open the link in their e-mail.
        </p>
      </>
    );
  }
  return (
    <>
      {data.mine.may_apply_until && <LateApplicationNote until={data.mine.may_apply_until} />}
      {children(data)}
    </>
  );
}

/** Both flows: loading, a failed load, a submitted or withdrawn application (to the dashboard), and the closed notice unless invited late. */
export function ApplicationLoader({ children }: ApplicationLoaderProps) {
  // The route guard lets only signed-in applicants in.
  const session = useSession();
  if (!session) return null;
  return (
    <div className="application-panel">
      <LoadedApplication session={session}>{children}</LoadedApplication>
    </div>
  );
}
