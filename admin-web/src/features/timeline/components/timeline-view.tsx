import { TIMELINE_LIMIT_MAX, TIMELINE_PAGE, type TimelineActor, type TimelineEntry, type TimelineLink } from '@bursary/domain/back-office-api';
import { officeDateTime } from '@bursary/domain/office-time';
import { ErrorState } from '@bursary/web-ui/components/error-state';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTimeline } from '../api/get-timeline';
import './timeline.css';

const WHO: Record<TimelineActor['kind'], string> = { applicant: 'Applicant', staff: 'Staff', system: 'System' };

const LINK_LABELS: Record<TimelineLink, string> = {
  review: 'Open the review',
  acceptdecline: 'Open Accept and Decline',
  payment: 'Open the payments',
  documents: 'Open the documents',
};

type TimelineViewProps = {
  applicationId: number;
  /** the address of the applicant detail sub-view an entry links to */
  linkTo: (view: TimelineLink) => string;
};

function TimelineItem({ entry, linkTo }: { entry: TimelineEntry; linkTo: TimelineViewProps['linkTo'] }) {
  return (
    <li className={`timeline-entry timeline-${entry.kind}`}>
      <time className="timeline-when" dateTime={entry.at}>
        {officeDateTime(entry.at)}
      </time>
      <div className="timeline-body">
        <p className="timeline-what">
          {entry.what}
          {entry.delivery === 'failed' && <span className="timeline-failed">not delivered</span>}
        </p>
        <p className="timeline-who">
          <span className={`timeline-who-kind timeline-who-${entry.who.kind}`}>{WHO[entry.who.kind]}</span> {entry.who.name}
        </p>
        {entry.via && <p className="timeline-via">{entry.via}</p>}
        {entry.detail && <p className="timeline-detail">{entry.detail}</p>}
        {entry.link && <Link to={linkTo(entry.link)}>{LINK_LABELS[entry.link]}</Link>}
      </div>
    </li>
  );
}

/**
 * The applicant's story on one page, newest first: registered, steps saved, submitted, documents and
 * where they came from, e-mails and whether they went, decisions, payments, comments, and staff views.
 */
export function TimelineView({ applicationId, linkTo }: TimelineViewProps) {
  const [limit, setLimit] = useState(TIMELINE_PAGE);
  const timeline = useTimeline(applicationId, limit);

  if (timeline.error) {
    return (
      <ErrorState title="We could not load the timeline" message={timeline.error.message} onRetry={() => void timeline.mutate()} />
    );
  }
  if (!timeline.data) return <LoadingState label="Loading the timeline..." />;
  const { entries, has_older: hasOlder } = timeline.data;
  const canShowOlder = hasOlder && limit < TIMELINE_LIMIT_MAX;

  return (
    <section className="panel timeline" aria-labelledby="timeline-title">
      <h2 id="timeline-title">Timeline</h2>
      <p className="timeline-note">Newest first, in office time. Opening the timeline is recorded in the access log.</p>
      <ol className="timeline-list" aria-label="What happened, newest first">
        {entries.map((entry) => (
          <TimelineItem key={entry.key} entry={entry} linkTo={linkTo} />
        ))}
      </ol>
      {canShowOlder && (
        <Button loading={timeline.isValidating} onClick={() => setLimit(Math.min(limit + TIMELINE_PAGE, TIMELINE_LIMIT_MAX))}>
          Show older
        </Button>
      )}
      {hasOlder && !canShowOlder && <p className="timeline-note">Only the newest {TIMELINE_LIMIT_MAX} entries are shown.</p>}
    </section>
  );
}
