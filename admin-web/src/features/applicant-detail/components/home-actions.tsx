import { ACCEPT_DECLINE } from '@bursary/domain/constants';
import type { ApplicationGridRow } from '@bursary/domain/back-office-api';
import { ButtonLink } from '@bursary/web-ui/components/button-link';
import { DownloadButton } from '@bursary/web-ui/components/download-button';
import { applicantFolderPath } from '../api/download-applicant-folder';
import { pledgeLetterPath } from '../api/download-pledge-letter';
import { formChecklistFilePath } from '../api/get-form-checklist-file';
import { updatePath, DATA_SECTIONS } from '../data-sections';
import { detailPath } from '../detail-views';
import { DocumentsCompletedButton } from './documents-completed-button';
import { useMayDo } from '@/lib/may-do';

type HomeActionsProps = { application: ApplicationGridRow; onChanged: () => void };

/**
 * The home buttons of back-office spec §2; Payment and the pledge letter only once the applicant is accepted.
 * A reviewer gets Review, Scores and Documents: the rest decide, pay, edit or download (staff's).
 */
export function HomeActions({ application, onChanged }: HomeActionsProps) {
  const isStaff = useMayDo('staff');
  const applicationId = application.application_id;
  const isAccepted = application.accept_decline === ACCEPT_DECLINE.ACCEPTED;

  return (
    <div className="home-actions">
      <div className="actions">
        <ButtonLink type="primary" to={detailPath(applicationId, 'review')}>
          Review
        </ButtonLink>
        <ButtonLink to={detailPath(applicationId, 'scores')}>Scores</ButtonLink>
        {isStaff && <ButtonLink to={detailPath(applicationId, 'acceptdecline')}>Accept and Decline</ButtonLink>}
        {isStaff && isAccepted && <ButtonLink to={detailPath(applicationId, 'payment')}>Payment</ButtonLink>}
        <ButtonLink to={detailPath(applicationId, 'documents')}>Documents</ButtonLink>
        {isStaff && <ButtonLink to={updatePath(applicationId, DATA_SECTIONS[0].stage)}>Update applicant</ButtonLink>}
        {isStaff && <ButtonLink to={detailPath(applicationId, 'timeline')}>Timeline</ButtonLink>}
      </div>
      {isStaff && <StaffDownloads application={application} onChanged={onChanged} />}
    </div>
  );
}

/** The letters, forms and zips to download, and Documents completed: staff only. */
function StaffDownloads({ application, onChanged }: HomeActionsProps) {
  const { application_id: applicationId, applicant_id: applicantId } = application;
  const person = `${application['First Name']} ${application['Last Name']}`;
  const isAccepted = application.accept_decline === ACCEPT_DECLINE.ACCEPTED;

  return (
    <div className="actions">
      <DownloadButton
        path={formChecklistFilePath({ application_id: applicationId, filename: 'report' })}
        label="Download Application Form"
        fallbackName={`${person} - Application Form.docx`}
      />
      <DownloadButton
        path={formChecklistFilePath({ application_id: applicationId, filename: 'checklist' })}
        label="Download Checklist"
        fallbackName={`${person} - Checklist.docx`}
      />
      <DownloadButton path={applicantFolderPath(applicantId)} label="Download Files" fallbackName={`${person}.zip`} />
      {isAccepted && (
        <DownloadButton
          path={pledgeLetterPath(applicantId)}
          label="Download Pledge Letter"
          fallbackName={`Pledge letter - ${person}.pdf`}
        />
      )}
      <DocumentsCompletedButton application={application} onChanged={onChanged} />
    </div>
  );
}
