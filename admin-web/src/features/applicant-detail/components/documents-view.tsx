import type { ApplicationGridRow } from '@bursary/domain/back-office-api';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { Collapse } from 'antd';
import { useApplicationDocuments } from '../api/get-application-documents';
import { DATA_SECTIONS } from '../data-sections';
import { DataPanel } from './data-panel';
import { DocumentFrame } from './document-frame';
import { PanelIcon } from './panel-icon';

function UploadedDocuments({ applicationId }: { applicationId: number }) {
  const documents = useApplicationDocuments(applicationId);
  if (!documents.data) return <NotLoaded results={[documents]} errorTitle="We could not load the documents" />;

  const kinds = documents.data.documents.filter((kind) => kind.files.length > 0);
  if (kinds.length === 0) return <p>No document uploaded</p>;
  return kinds.map((kind) => (
    <section key={kind.field} className="documents-kind" aria-labelledby={`documents-${kind.field}`}>
      <h3 id={`documents-${kind.field}`}>{kind.name}</h3>
      {kind.files.map((file) => (
        <DocumentFrame key={file.id} applicationId={applicationId} file={file} kindName={kind.name} />
      ))}
    </section>
  ));
}

/** The application's data in accordions, then every uploaded document in a frame. */
export function DocumentsView({ application }: { application: ApplicationGridRow }) {
  return (
    <>
      <Collapse
        className="detail-panels"
        expandIcon={PanelIcon}
        items={DATA_SECTIONS.map((section) => ({
          key: section.title,
          label: section.title,
          children: <DataPanel application={application} section={section} />,
        }))}
      />
      <section className="panel documents-view" aria-labelledby="documents-view-title">
        <h2 id="documents-view-title">Uploaded documents</h2>
        <UploadedDocuments applicationId={application.application_id} />
      </section>
    </>
  );
}
