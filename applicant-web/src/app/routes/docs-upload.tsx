import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { Navigate, useParams } from 'react-router-dom';
import { useUploadLink } from '@/features/uploads/api/get-upload-link';
import { LinkDocumentsForm } from '@/features/uploads/components/link-documents-form';
import { LinkProblem } from '@/features/uploads/components/link-problem';

const TITLE = 'Upload requested documents';

// /docsupload/:token: one picker per document the e-mailed link asks for (back-office spec §2).
export function DocsUploadRoute() {
  const token = useParams().token ?? '';
  const link = useUploadLink(token);

  if (!link.data) return <LinkProblem title={TITLE} link={link} />;
  if (link.data.purpose === 'results_request') return <Navigate to={`/uploadresults/${token}`} replace />;

  const { first_name: firstName, last_name: lastName, documents, max_bytes: maxBytes } = link.data;
  return (
    <div className="stack">
      <PageHeading>{TITLE}</PageHeading>
      <p>
        Hello {firstName} {lastName}. The bursary office has asked you for the documents below. Choose a file for each
        and press Submit documents. Each file is sent on its own; if your connection drops, keep this page open and the
        upload goes on where it stopped when the connection returns. The link works until every document is in.
      </p>
      <LinkDocumentsForm token={token} documents={documents} maxBytes={maxBytes} />
    </div>
  );
}
