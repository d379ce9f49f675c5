import type { ApplicationGridRow } from '@bursary/domain/back-office-api';
import { Collapse } from 'antd';
import { DATA_SECTIONS } from '../data-sections';
import { DataPanel } from './data-panel';
import { DocumentBrowser } from './document-browser';
import { PanelIcon } from './panel-icon';

/** The application's data in accordions, then the uploaded documents, each opened in a frame when chosen. */
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
        <DocumentBrowser applicationId={application.application_id} />
      </section>
    </>
  );
}
