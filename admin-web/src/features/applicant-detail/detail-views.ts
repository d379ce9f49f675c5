// The applicant detail screen's sub-views, chosen by &view= (back-office spec §2), and ours: the timeline and the scores.
export const DETAIL_VIEWS = ['home', 'review', 'scores', 'acceptdecline', 'payment', 'documents', 'timeline'] as const;
export type DetailView = (typeof DETAIL_VIEWS)[number];

/** The sub-views only staff open: a reviewer reads, comments and scores (roles.ts), and goes to the home instead. */
export const STAFF_DETAIL_VIEWS: readonly DetailView[] = ['acceptdecline', 'payment', 'timeline'];

export const isDetailView = (view: string | null): view is DetailView =>
  view !== null && (DETAIL_VIEWS as readonly string[]).includes(view);

export const detailPath = (applicationId: number, view: DetailView = 'home') =>
  `/applicationmanager?application_id=${applicationId}${view === 'home' ? '' : `&view=${view}`}`;
