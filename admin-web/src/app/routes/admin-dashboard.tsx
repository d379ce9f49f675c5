import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { Flex } from 'antd';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { BackToAdminButton } from '@/components/back-to-admin-button';
import { AcceptedApplications } from '@/features/applications/components/accepted-applications';
import { ApplicationsHome } from '@/features/applications/components/applications-home';
import { BudgetView } from '@/features/budget/components/budget-view';
import { BulkLetters } from '@/features/bulk-letters/components/bulk-letters';
import { ExportsPanel } from '@/features/exports/components/exports-panel';
import { InProgressReminders } from '@/features/reminders/components/in-progress-reminders';
import { ReviewQueueView } from '@/features/scoring/components/review-queue-view';
import { StatisticsView } from '@/features/statistics/components/statistics-view';
import { DocumentsRequestView } from '@/features/staff-emails/components/documents-request-view';
import { GeneralEmailView } from '@/features/staff-emails/components/general-email-view';
import { LateApplicationView } from '@/features/staff-emails/components/late-application-view';
import { ResultsRequestView } from '@/features/staff-emails/components/results-request-view';

// The admin home's sub-views (back-office spec §2), chosen by ?view= so each can be bookmarked,
// reloaded and opened in its own tab; "app" is the applicant detail screen, opened from a grid row.
const SUB_VIEWS = {
  accept: { label: 'Accepted applicants', View: AcceptedApplications },
  request: { label: 'Documents request', View: DocumentsRequestView },
  results: { label: 'Results request', View: ResultsRequestView },
  email: { label: 'General e-mails', View: GeneralEmailView },
  late: { label: 'Late application request', View: LateApplicationView },
  stat: { label: 'Statistics', View: StatisticsView },
  budget: { label: 'Budget', View: BudgetView },
  queue: { label: 'Review queue', View: ReviewQueueView },
} as const;

type SubView = keyof typeof SUB_VIEWS;

const isSubView = (view: string | null): view is SubView => view !== null && Object.hasOwn(SUB_VIEWS, view);

function SubViewLinks() {
  const [searchParams] = useSearchParams();
  // The grid's name search lives in the history entry, not the address: it goes along too.
  const { state } = useLocation();
  const linkTo = (view: SubView) => {
    const next = new URLSearchParams(searchParams);
    next.set('view', view);
    return `?${next}`;
  };
  return (
    <nav aria-label="Back-office tasks">
      <Flex wrap gap="small" component="ul" className="sub-view-links">
        {(Object.keys(SUB_VIEWS) as SubView[]).map((view) => (
          <li key={view}>
            <Link to={linkTo(view)} state={state}>
              {SUB_VIEWS[view].label}
            </Link>
          </li>
        ))}
      </Flex>
    </nav>
  );
}

export function AdminDashboardRoute() {
  const [searchParams] = useSearchParams();
  const view = searchParams.get('view');

  if (isSubView(view)) {
    const { label, View } = SUB_VIEWS[view];
    return (
      <Flex vertical gap="middle">
        <div>
          <BackToAdminButton />
        </div>
        <PageHeading>{label}</PageHeading>
        <View />
      </Flex>
    );
  }

  return (
    <Flex vertical gap="middle">
      <PageHeading>Applications</PageHeading>
      <SubViewLinks />
      {/* The exports and zips of the year the grid shows, the bulk letters and the reminders to finish applying. */}
      <ApplicationsHome
        belowGrid={({ year, cycleYear }) => (
          <>
            <ExportsPanel year={year} cycleYear={cycleYear} />
            <BulkLetters cycleYear={cycleYear} />
            <InProgressReminders cycleYear={cycleYear} />
          </>
        )}
      />
    </Flex>
  );
}
