import { RESULTS_PERIODS } from '@bursary/domain/options/results-periods';
import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { Navigate, useParams } from 'react-router-dom';
import { useUploadLink } from '@/features/uploads/api/get-upload-link';
import { LinkProblem } from '@/features/uploads/components/link-problem';
import { ResultsUploadForm } from '@/features/uploads/components/results-upload-form';

// /uploadresults/:token: subjects and marks for the token's results period (back-office spec §2).
export function UploadResultsRoute() {
  const token = useParams().token ?? '';
  const link = useUploadLink(token);

  if (!link.data) return <LinkProblem title="Upload your results" link={link} />;
  if (link.data.purpose === 'documents_request') return <Navigate to={`/docsupload/${token}`} replace />;

  const { first_name: firstName, last_name: lastName, result_type: resultType, max_bytes: maxBytes } = link.data;
  const periodLabel = RESULTS_PERIODS.find((period) => period.resultType === resultType)?.label ?? 'Results';
  return (
    <div className="stack">
      <PageHeading>{`Upload your ${periodLabel}`}</PageHeading>
      <p>
        Hello {firstName} {lastName}. Enter the subjects you wrote with your marks and attach your transcript. If you
        have no results for this period, tick "No results available" and tell us why.
      </p>
      <ResultsUploadForm token={token} periodLabel={periodLabel} maxBytes={maxBytes} />
    </div>
  );
}
