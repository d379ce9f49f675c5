import type { DocumentField } from '@bursary/domain/options/document-kinds';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { Tabs } from 'antd';
import { useApplicationDocuments } from '../api/get-application-documents';
import { DocumentFrame } from './document-frame';

type DocumentPanelProps = { applicationId: number; field: DocumentField; title: string };

/** One document kind's files as tabs Doc1, Doc2, ...; a tab's file is fetched only when the tab is shown. */
export function DocumentPanel({ applicationId, field, title }: DocumentPanelProps) {
  const documents = useApplicationDocuments(applicationId);

  if (!documents.data) return <NotLoaded results={[documents]} errorTitle="We could not load the documents" />;
  const files = documents.data.documents.find((kind) => kind.field === field)?.files ?? [];
  if (files.length === 0) return <p>No document uploaded</p>;

  return (
    <Tabs
      items={files.map((file, index) => ({
        key: String(file.id),
        label: `Doc${index + 1}`,
        children: <DocumentFrame applicationId={applicationId} file={file} kindName={title} />,
      }))}
    />
  );
}
