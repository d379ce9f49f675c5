import type { Session } from '@bursary/domain/api-types';
import { ACCEPT_DECLINE } from '@bursary/domain/constants';
import { SUPPORTING_DOCUMENT_CODES, documentKindByCode, type DocumentKind } from '@bursary/domain/options/document-kinds';
import { ButtonLink } from '@bursary/web-ui/components/button-link';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { useSession } from '@bursary/web-ui/session';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useDashboardData } from '@/features/dashboard/api/get-dashboard-data';
import { uploadSupportingDocs } from '@/features/uploads/api/upload-supporting-docs';
import { DocumentsUploadForm } from '@/features/uploads/components/documents-upload-form';
import { holdSupportingFile } from '@/features/uploads/api/hold-file';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';

// Proof of Registration, Fees Statement, Consent Form and Final-year Results, and the signed pledge letter.
const DOCUMENTS = SUPPORTING_DOCUMENT_CODES.map((code) => documentKindByCode(code) as DocumentKind);

const backToDashboard = <ButtonLink to="/applicantdashboard">Back to my application</ButtonLink>;

function SupportingDocuments({ session, applicationId }: { session: Session; applicationId: number }) {
  const dashboard = useDashboardData(session.user);
  const content = usePortalContent();

  if (!dashboard.data || !content.data) {
    return <NotLoaded results={[dashboard, content]} errorTitle="We could not load your application" />;
  }
  if (dashboard.data.application_id !== applicationId) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="This link is for another application"
        description={
          <>
            <p>You can only upload documents for your own application. Open the upload link on your dashboard.</p>
            {backToDashboard}
          </>
        }
      />
    );
  }
  if (dashboard.data.accept_decline !== ACCEPT_DECLINE.ACCEPTED) {
    return (
      <Alert
        type="info"
        showIcon
        title="Supporting documents can be uploaded once your application has been selected"
        description={
          <>
            <p>Your dashboard shows the outcome of your application as soon as it is known.</p>
            {backToDashboard}
          </>
        }
      />
    );
  }
  return (
    <>
      <p>
        Congratulations on being selected. Upload each of the documents below, then submit them together. Each one says
        what it is and where to get it; the consent form and the pledge letter are on your dashboard, to download, sign
        and upload here. Each file must be a PDF or an image of at most 2 MB.
      </p>
      <DocumentsUploadForm
        documents={DOCUMENTS}
        maxBytes={content.data.settings.token_upload_max_bytes}
        hold={holdSupportingFile(applicationId)}
        store={(heldIds) => uploadSupportingDocs(applicationId, heldIds)}
        afterUpload={backToDashboard}
      />
    </>
  );
}

// /uploaddocs/:applicationId: files 5, 6, 7 and 9 of the signed-in applicant's own selected application (back-office
// spec §2), and the signed pledge letter (10) when they have it.
export function UploadDocsRoute() {
  const session = useSession();
  const location = useLocation();
  const applicationId = Number(useParams().applicationId);

  // Reached from a link; after signing in the applicant comes back here.
  if (!session) return <Navigate to="/signin" replace state={{ from: location }} />;
  return (
    <div className="stack">
      <PageHeading>Upload supporting documents</PageHeading>
      <SupportingDocuments session={session} applicationId={applicationId} />
    </div>
  );
}
