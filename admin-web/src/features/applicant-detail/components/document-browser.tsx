import { fileSizeLabel } from '@bursary/domain/files';
import { officeDateTime } from '@bursary/domain/office-time';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { useState } from 'react';
import { useApplicationDocuments } from '../api/get-application-documents';
import { DocumentFrame } from './document-frame';

/**
 * The application's uploaded documents as a list (name, kind, when uploaded, size), and one viewer for the document
 * chosen from it: a file is fetched, and its opening logged, only when staff choose it.
 */
export function DocumentBrowser({ applicationId }: { applicationId: number }) {
  const documents = useApplicationDocuments(applicationId);
  const [openId, setOpenId] = useState<number | null>(null);

  if (!documents.data) return <NotLoaded results={[documents]} errorTitle="We could not load the documents" />;
  const listed = documents.data.documents.flatMap((kind) => kind.files.map((file) => ({ file, kindName: kind.name })));
  if (listed.length === 0) return <p>No document uploaded</p>;
  const open = listed.find(({ file }) => file.id === openId);

  return (
    <div className="document-browser">
      <ul className="document-browser-list">
        {listed.map(({ file, kindName }) => (
          <li key={file.id}>
            <button
              type="button"
              className="document-browser-item"
              aria-current={file.id === openId ? 'true' : undefined}
              onClick={() => setOpenId(file.id)}
            >
              <span className="document-browser-name">{file.original_name}</span>{' '}
              <span>{kindName}</span>{' '}
              <span className="document-browser-facts">
                {file.uploaded_at ? officeDateTime(file.uploaded_at) : 'Date not recorded'} · {fileSizeLabel(file.size)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div>
        {open ? (
          <DocumentFrame key={open.file.id} applicationId={applicationId} file={open.file} kindName={open.kindName} />
        ) : (
          <p className="document-browser-hint">Choose a document from the list to open it here.</p>
        )}
      </div>
    </div>
  );
}
