import { officeDateTime } from '@bursary/domain/office-time';
import { REVIEWER_STATUS_LABELS, reviewerName, type ReviewerEntry } from '@bursary/domain/reviewers';
import { DetailsList } from '@bursary/web-ui/components/details-list';
import { Button, Grid, Table, type TableColumnsType } from 'antd';

export type ActiveReviewer = ReviewerEntry & { user_id: number };

type ReviewerActions = {
  onAssign: (reviewer: ActiveReviewer) => void;
  onDeactivate: (reviewer: ActiveReviewer) => void;
  onReactivate: (reviewer: ActiveReviewer) => void;
};

type ReviewersTableProps = ReviewerActions & { reviewers: ReviewerEntry[] };

const hasAccount = (entry: ReviewerEntry): entry is ActiveReviewer => entry.user_id !== null;

const keyOf = (entry: ReviewerEntry) => `${entry.user_id ?? 'invited'}-${entry.email}`;

// An invitation whose link has run out says so, and what to do.
const expiryOf = (entry: ReviewerEntry) => {
  if (entry.status !== 'invited' || !entry.invitation_expires_at) return '—';
  const when = officeDateTime(entry.invitation_expires_at);
  return new Date(entry.invitation_expires_at).getTime() < Date.now() ? `Expired ${when}: invite them again` : when;
};

function Status({ entry }: { entry: ReviewerEntry }) {
  return <span className={`reviewer-status status-${entry.status}`}>{REVIEWER_STATUS_LABELS[entry.status]}</span>;
}

function Actions({ entry, onAssign, onDeactivate, onReactivate }: ReviewerActions & { entry: ReviewerEntry }) {
  const name = reviewerName(entry);
  if (!hasAccount(entry)) return <span className="reviewer-waiting">Waiting for them to choose a password</span>;
  if (entry.status === 'deactivated') {
    return (
      <Button size="small" onClick={() => onReactivate(entry)} aria-label={`Reactivate ${name}`}>
        Reactivate
      </Button>
    );
  }
  return (
    <div className="reviewer-actions">
      <Button size="small" onClick={() => onAssign(entry)} aria-label={`Assign from the open pool to ${name}`}>
        Assign from the open pool
      </Button>
      <Button size="small" danger onClick={() => onDeactivate(entry)} aria-label={`Deactivate ${name}`}>
        Deactivate
      </Button>
    </div>
  );
}

// On a phone, one card per reviewer: a table this wide would scroll sideways.
function ReviewerCards({ reviewers, ...actions }: ReviewersTableProps) {
  return (
    <ul className="card-list">
      {reviewers.map((entry) => (
        <li key={keyOf(entry)} className="reviewer-card">
          <h3>{reviewerName(entry)}</h3>
          <p className="reviewer-card-email">{entry.email}</p>
          <p>
            <Status entry={entry} />
          </p>
          <DetailsList
            items={[
              { label: 'Assigned', value: String(entry.assigned) },
              { label: 'Reviews submitted', value: String(entry.reviews_submitted) },
              ...(entry.status === 'invited' ? [{ label: 'Invitation expires', value: expiryOf(entry) }] : []),
            ]}
          />
          <Actions entry={entry} {...actions} />
        </li>
      ))}
    </ul>
  );
}

/** Reviewers and open invitations: who, their standing, their work, and what staff may do with each. */
export function ReviewersTable({ reviewers, ...actions }: ReviewersTableProps) {
  const isWide = Grid.useBreakpoint().md !== false;
  if (reviewers.length === 0) return <p>No reviewers yet. Invite the first one with the form above.</p>;
  if (!isWide) return <ReviewerCards reviewers={reviewers} {...actions} />;

  const columns: TableColumnsType<ReviewerEntry> = [
    {
      key: 'reviewer',
      title: 'Reviewer',
      render: (_, entry) => (
        <>
          <span className="reviewer-name">{reviewerName(entry)}</span>
          <br />
          <span className="reviewer-card-email">{entry.email}</span>
        </>
      ),
    },
    { key: 'status', title: 'Status', render: (_, entry) => <Status entry={entry} /> },
    { key: 'assigned', title: 'Assigned', dataIndex: 'assigned', align: 'right' },
    { key: 'reviews', title: 'Reviews submitted', dataIndex: 'reviews_submitted', align: 'right' },
    { key: 'expires', title: 'Invitation expires', render: (_, entry) => expiryOf(entry) },
    { key: 'actions', title: 'Actions', render: (_, entry) => <Actions entry={entry} {...actions} /> },
  ];

  return (
    <Table<ReviewerEntry>
      className="reviewers-table"
      rowKey={keyOf}
      size="small"
      columns={columns}
      dataSource={reviewers}
      pagination={false}
    />
  );
}
