import type { ApplicationGridRow } from '@bursary/domain/back-office-api';
import type { DocumentField } from '@bursary/domain/options/document-kinds';
import { Collapse } from 'antd';
import { useMayDo } from '@/lib/may-do';
import { DATA_SECTIONS } from '../data-sections';
import { DataPanel } from './data-panel';
import { DecisionHistory } from './decision-history';
import { DocumentPanel } from './document-panel';
import { HomeActions } from './home-actions';
import { PanelIcon } from './panel-icon';
import { ResultPanel } from './result-panel';

// The document panels in the spec's order and under its names (back-office spec §2), then the signed
// pledge letter that selected applicants upload with their supporting documents.
const DOCUMENT_PANELS: readonly { title: string; field: DocumentField }[] = [
  { title: 'ID Document', field: 'id_document' },
  { title: 'Testimonial Letter', field: 'recommendation' },
  { title: 'Motivational', field: 'motivation_letter' },
  { title: 'Proof of Income', field: 'affidavit' },
  { title: 'Proof of registration', field: 'registration' },
  { title: 'Fees Statement', field: 'fees_statement' },
  { title: 'Consent Form', field: 'consent_form' },
  { title: 'Acceptance Letter', field: 'acceptance_letter' },
  { title: 'Signed Pledge Letter', field: 'pledge_letter' },
];

type DetailHomeProps = { application: ApplicationGridRow; onChanged: () => void };

/**
 * The home sub-view: the decision history (once there is one), the buttons, then a panel per section, result and
 * document kind (each loads when opened).
 */
export function DetailHome({ application, onChanged }: DetailHomeProps) {
  const isStaff = useMayDo('staff');
  const applicationId = application.application_id;
  const items = [
    ...DATA_SECTIONS.map((section) => ({
      key: section.title,
      label: section.title,
      children: <DataPanel application={application} section={section} />,
    })),
    {
      key: 'final',
      label: 'Final year result',
      children: <ResultPanel applicationId={applicationId} period="finalyear_transcript" onConfirmed={onChanged} />,
    },
    {
      key: 'mid',
      label: 'Mid year result',
      children: <ResultPanel applicationId={applicationId} period="midyear_transcript" onConfirmed={onChanged} />,
    },
    ...DOCUMENT_PANELS.map(({ title, field }) => ({
      key: field,
      label: title,
      children: <DocumentPanel applicationId={applicationId} field={field} title={title} />,
    })),
  ];

  return (
    <>
      {isStaff && <DecisionHistory applicationId={applicationId} />}
      <HomeActions application={application} onChanged={onChanged} />
      <Collapse className="detail-panels" items={items} expandIcon={PanelIcon} />
    </>
  );
}
