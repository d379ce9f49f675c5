import { officeDateTime } from '@bursary/domain/office-time';
import type { UndeliveredEmail, UndeliveredEmailState } from '@bursary/domain/back-office-api';
import { DetailsList } from '@bursary/web-ui/components/details-list';
import { Button, Grid, Pagination, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';

export const STATE_LABELS: Record<UndeliveredEmailState, string> = {
  failed: 'Not delivered',
  retrying: 'Being tried again',
};

type Paging = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

type UndeliveredEmailsTableProps = Paging & {
  emails: UndeliveredEmail[];
  onResend: (email: UndeliveredEmail) => void;
};

const subjectOf = (email: UndeliveredEmail) => email.subject || '(no subject)';

function State({ email }: { email: UndeliveredEmail }) {
  return <span className={`undelivered-state state-${email.state}`}>{STATE_LABELS[email.state]}</span>;
}

function ApplicationLink({ email }: { email: UndeliveredEmail }) {
  if (!email.application) return <>—</>;
  return <Link to={`/applicationmanager?application_id=${email.application.id}`}>{email.application.reference}</Link>;
}

// Only a message given up can be sent again; one still being tried goes by itself.
function Resend({ email, onResend }: { email: UndeliveredEmail; onResend: (email: UndeliveredEmail) => void }) {
  if (email.state !== 'failed') return null;
  return (
    <Button size="small" onClick={() => onResend(email)} aria-label={`Send again: ${subjectOf(email)} to ${email.to}`}>
      Send again
    </Button>
  );
}

function Pages({ page, pageSize, total, onPage }: Paging) {
  if (total <= pageSize) return null;
  return <Pagination className="undelivered-pages" current={page} pageSize={pageSize} total={total} onChange={onPage} showSizeChanger={false} />;
}

// On a phone, one card per e-mail: a table this wide would scroll sideways.
function UndeliveredCards({ emails, onResend, ...paging }: UndeliveredEmailsTableProps) {
  return (
    <>
      <ul className="card-list">
        {emails.map((email) => (
          <li key={email.id} className="undelivered-card">
            <h3>{subjectOf(email)}</h3>
            <p className="undelivered-address">{email.to}</p>
            <p>
              <State email={email} />
            </p>
            <DetailsList
              items={[
                { label: 'Written', value: officeDateTime(email.written_at) },
                { label: 'Error', value: email.error ?? '—' },
                { label: 'Tries', value: String(email.attempts) },
              ]}
            />
            <p>
              Application: <ApplicationLink email={email} />
            </p>
            <Resend email={email} onResend={onResend} />
          </li>
        ))}
      </ul>
      <Pages {...paging} />
    </>
  );
}

/** The e-mails not delivered: when written, to whom, what, how they stand and why, and Send again on the failed ones. */
export function UndeliveredEmailsTable({ emails, onResend, ...paging }: UndeliveredEmailsTableProps) {
  const isWide = Grid.useBreakpoint().md !== false;
  if (!isWide) return <UndeliveredCards emails={emails} onResend={onResend} {...paging} />;

  const columns: TableColumnsType<UndeliveredEmail> = [
    { key: 'written', title: 'Written', render: (_, email) => officeDateTime(email.written_at) },
    { key: 'to', title: 'To', render: (_, email) => <span className="undelivered-address">{email.to}</span> },
    { key: 'subject', title: 'Subject', render: (_, email) => subjectOf(email) },
    { key: 'state', title: 'State', render: (_, email) => <State email={email} /> },
    { key: 'error', title: 'Error', render: (_, email) => <span className="undelivered-error">{email.error ?? '—'}</span> },
    { key: 'tries', title: 'Tries', dataIndex: 'attempts', align: 'right' },
    { key: 'application', title: 'Application', render: (_, email) => <ApplicationLink email={email} /> },
    { key: 'actions', title: 'Actions', render: (_, email) => <Resend email={email} onResend={onResend} /> },
  ];

  return (
    <Table<UndeliveredEmail>
      className="undelivered-table"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={emails}
      pagination={
        paging.total > paging.pageSize && {
          current: paging.page,
          pageSize: paging.pageSize,
          total: paging.total,
          showSizeChanger: false,
          onChange: paging.onPage,
        }
      }
    />
  );
}
