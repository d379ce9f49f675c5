import type { BackOfficeAbility } from '@bursary/domain/roles';
import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { BackToAdminButton } from '@/components/back-to-admin-button';
import { AcceptedApplications } from '@/features/applications/components/accepted-applications';
import { ApplicationsHome } from '@/features/applications/components/applications-home';
import { BudgetView } from '@/features/budget/components/budget-view';
import { DecisionCost } from '@/features/budget/components/decision-cost';
import { BulkLetters } from '@/features/bulk-letters/components/bulk-letters';
import { ExportsPanel } from '@/features/exports/components/exports-panel';
import { InProgressReminders } from '@/features/reminders/components/in-progress-reminders';
import { ReviewersView } from '@/features/reviewers/components/reviewers-view';
import { ReviewQueueView } from '@/features/scoring/components/review-queue-view';
import { StatisticsView } from '@/features/statistics/components/statistics-view';
import { DocumentsRequestView } from '@/features/staff-emails/components/documents-request-view';
import { GeneralEmailView } from '@/features/staff-emails/components/general-email-view';
import { LateApplicationView } from '@/features/staff-emails/components/late-application-view';
import { ResultsRequestView } from '@/features/staff-emails/components/results-request-view';
import { UndeliveredEmailsView } from '@/features/undelivered-emails/components/undelivered-emails-view';
import { useAbilities } from '@/lib/may-do';

// The admin home's sub-views (back-office spec §2), chosen by ?view= so each can be bookmarked,
// reloaded and opened in its own tab; "app" is the applicant detail screen, opened from a grid row.
// Each is offered to whoever may do what it needs (roles.ts): a reviewer gets the review queue only.
const SUB_VIEWS = {
  accept: { label: 'Accepted applicants', View: AcceptedApplications, ability: 'staff' },
  request: { label: 'Documents request', View: DocumentsRequestView, ability: 'staff' },
  results: { label: 'Results request', View: ResultsRequestView, ability: 'staff' },
  email: { label: 'General e-mails', View: GeneralEmailView, ability: 'staff' },
  late: { label: 'Late application request', View: LateApplicationView, ability: 'staff' },
  undelivered: { label: 'Undelivered e-mails', View: UndeliveredEmailsView, ability: 'staff' },
  stat: { label: 'Statistics', View: StatisticsView, ability: 'staff' },
  budget: { label: 'Budget', View: BudgetView, ability: 'staff' },
  queue: { label: 'Review queue', View: ReviewQueueView, ability: 'score' },
  reviewers: { label: 'Reviewers', View: ReviewersView, ability: 'staff' },
} as const satisfies Record<string, { label: string; View: () => ReactNode; ability: BackOfficeAbility }>;

type SubView = keyof typeof SUB_VIEWS;

const isSubView = (view: string | null): view is SubView => view !== null && Object.hasOwn(SUB_VIEWS, view);

/** The sub-views this person may open. */
function useSubViews(): SubView[] {
  const may = useAbilities();
  return (Object.keys(SUB_VIEWS) as SubView[]).filter((view) => may(SUB_VIEWS[view].ability));
}

function SubViewLinks({ views }: { views: SubView[] }) {
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
        {views.map((view) => (
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
  const views = useSubViews();
  const isStaff = useAbilities()('staff');

  // A view this person may not open (an old link, a typed address) shows the home.
  if (isSubView(view) && views.includes(view)) {
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

  if (!isStaff) {
    return (
      <Flex vertical gap="middle">
        <PageHeading>Applications to review</PageHeading>
        <SubViewLinks views={views} />
        <p className="pool-note">
          The submitted applications assigned to you, and those assigned to nobody yet (the open pool). Open one to read it and its
          documents, comment and score it.
        </p>
        <ApplicationsHome belowGrid={() => null} />
      </Flex>
    );
  }

  return (
    <Flex vertical gap="middle">
      <PageHeading>Applications</PageHeading>
      <SubViewLinks views={views} />
      {/* The exports and zips of the year the grid shows, the bulk letters and the reminders to finish applying. */}
      <ApplicationsHome
        selectionCostOf={(applications, isAccepting) => <DecisionCost applications={applications} isAccepting={isAccepting} />}
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
