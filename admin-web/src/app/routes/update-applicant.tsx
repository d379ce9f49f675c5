import { PageHeading } from '@bursary/web-ui/components/page-heading';
import Alert from 'antd/es/alert';
import { Link, useSearchParams } from 'react-router-dom';
import { UpdateApplicantForm } from '@/features/update-applicant/components/update-applicant-form';
import { stageKeyOf, stageOf, type StageKey } from '@/features/update-applicant/stages';

// Edit on behalf of the applicant (back-office spec §2, Update form), opened from the applicant detail screen's edit
// icons as /updateapplicant?application_id=N&step=S&substep=T; moving between steps keeps the URL in step.
export function UpdateApplicantRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const applicationId = Number(searchParams.get('application_id'));
  const stage = stageKeyOf(searchParams.get('step'), searchParams.get('substep'));

  const goTo = (next: StageKey) => {
    const { step, substep } = stageOf(next);
    const params = new URLSearchParams(searchParams);
    params.set('step', String(step));
    params.set('substep', String(substep));
    setSearchParams(params);
  };

  return (
    <>
      <PageHeading>Update applicant</PageHeading>
      {Number.isInteger(applicationId) && applicationId > 0 ? (
        <UpdateApplicantForm applicationId={applicationId} stage={stage} onGoTo={goTo} />
      ) : (
        <Alert
          type="warning"
          showIcon
          title="No application chosen"
          description={
            <p>
              Open this form with an edit icon on an applicant's record. <Link to="/admindashboard">Find the applicant</Link>
            </p>
          }
        />
      )}
    </>
  );
}
