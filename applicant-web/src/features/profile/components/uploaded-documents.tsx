import { DownloadButton } from '@bursary/web-ui/components/download-button';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { supportingDocPath } from '@/lib/document-paths';
import { useApplicationDocuments } from '../api/get-application-documents';
import './uploaded-documents.css';

const uploadedOn = (timestamp: string | null) =>
  timestamp ? `, uploaded ${new Date(timestamp).toLocaleDateString('en-ZA', { dateStyle: 'medium' })}` : '';

/** The files of the application, each downloadable, so the applicant can check what the office received. */
export function UploadedDocuments({ applicationId }: { applicationId: number }) {
  const documents = useApplicationDocuments(applicationId);

  const body = () => {
    if (!documents.data) return <NotLoaded results={[documents]} errorTitle="We could not load your documents" />;
    const kinds = documents.data.documents.filter((kind) => kind.files.length > 0);
    if (kinds.length === 0) return <p>No documents uploaded yet.</p>;
    return (
      <ul className="document-list">
        {kinds.flatMap((kind) =>
          kind.files.map((file) => (
            <li key={file.id}>
              <p>
                <strong>{kind.name}</strong>: {file.original_name}
                {uploadedOn(file.uploaded_at)}
              </p>
              <DownloadButton
                path={supportingDocPath({ application_id: applicationId, filename: file.id, doctype: kind.field })}
                label={`Download ${file.original_name}`}
                fallbackName={file.original_name}
              />
            </li>
          )),
        )}
      </ul>
    );
  };

  return (
    <section className="panel" aria-labelledby="documents-title">
      <h2 id="documents-title">Documents</h2>
      {body()}
    </section>
  );
}
