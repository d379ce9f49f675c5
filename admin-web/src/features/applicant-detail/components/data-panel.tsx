import EditOutlined from '@ant-design/icons/EditOutlined';
import type { ApplicationGridRow } from '@bursary/domain/back-office-api';
import { DetailsList } from '@bursary/web-ui/components/details-list';
import { Link } from 'react-router-dom';
import { sectionItems, updatePath, type DataSection } from '../data-sections';
import { useMayDo } from '@/lib/may-do';

type DataPanelProps = { application: ApplicationGridRow; section: DataSection };

/** A section's labelled values, with the edit icon that opens the update form at the section's stage (staff only). */
export function DataPanel({ application, section }: DataPanelProps) {
  const isStaff = useMayDo('staff');
  return (
    <div className="data-panel">
      {isStaff && (
        <Link
          className="edit-link"
          to={updatePath(application.application_id, section.stage)}
          aria-label={`Edit ${section.title}`}
        >
          <EditOutlined aria-hidden /> Edit
        </Link>
      )}
      <DetailsList items={sectionItems(section, application)} />
    </div>
  );
}
