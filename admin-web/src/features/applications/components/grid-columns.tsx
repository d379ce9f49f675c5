import { GRID_DETAIL_FIELDS, GRID_NAME_FIELDS, gridField, type GridFieldName } from '@bursary/domain/application-fields';
import { DEFAULT_STATUS_FILTER, statusLabel, type StatusFilter } from '@bursary/domain/application-status';
import type { ApplicationGridRow, GridSort, GridSortField } from '@bursary/domain/back-office-api';
import { fieldFormat, fieldLabel, fieldText } from '@bursary/domain/field-display';
import { officeDateTime } from '@bursary/domain/office-time';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { formatRand } from '@bursary/domain/rand-amount';
import { formatScore } from '@bursary/domain/scoring';
import { arrangeTitles, type ColumnChoice } from '../hooks/use-column-choice';

type GridColumn = {
  title: string;
  /** the server's sort for this column, when it has one */
  sortField?: GridSortField;
  isAmount?: boolean;
  /** a figure other than an amount, right-aligned too */
  isFigure?: boolean;
  render: (row: ApplicationGridRow) => ReactNode;
};

function Payments({ payments }: { payments: ApplicationGridRow['payment'] }) {
  if (payments.length === 0) return <span className="grid-muted">None</span>;
  return (
    <ul className="grid-payments">
      {payments.map((payment) => (
        <li key={payment.payment_id}>
          {formatRand(payment['Amount Approved'])} on {payment['Payment Date']}
        </li>
      ))}
    </ul>
  );
}

// The server's sort of the columns of fields that have one.
const SORT_FIELDS: Partial<Record<GridFieldName, GridSortField>> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  university: 'university',
  course: 'course',
  unilevel: 'study_level',
  application_year: 'application_year',
  application_type: 'application_type',
  total_income: 'total_income',
  total_expense: 'total_expense',
  year_of_study: 'year_of_study',
};

// A field's column: its back-office label and format (domain application-fields).
const fieldColumn = (name: GridFieldName): GridColumn => {
  const field = gridField(name);
  return {
    title: fieldLabel(field, 'staff'),
    sortField: SORT_FIELDS[name],
    isAmount: fieldFormat(field, 'staff') === 'amount',
    render: (row) => fieldText(field, row[field.gridKey], 'staff'),
  };
};

// The number staff quote for the application, then the applicant's names.
const NAME_COLUMNS: GridColumn[] = [
  { title: 'Application No.', sortField: 'application_id', render: (row) => row.application_reference },
  ...GRID_NAME_FIELDS.map(fieldColumn),
];

// Beside the names when the grid shows more than submitted applications: where each stands, how far
// the applicant got and when they last saved.
const STATUS_COLUMNS: GridColumn[] = [
  {
    title: 'Status',
    render: (row) => (row.withdrawn_at ? `${statusLabel(row.status)} ${officeDateTime(row.withdrawn_at)}` : statusLabel(row.status)),
  },
  { title: 'Progress', render: (row) => row.progress },
  { title: 'Last Saved', sortField: 'last_saved_at', render: (row) => (row.last_saved_at ? officeDateTime(row.last_saved_at) : '') },
];

const PAYMENT_COLUMNS: GridColumn[] = [
  { title: 'Payments', render: (row) => <Payments payments={row.payment} /> },
  { title: 'Paid', render: (row) => row.paid },
];

// The weighted average of the submitted reviews, how many there are, and the place in the year
// (@bursary/domain/ranking): empty until a review is submitted.
const RANKING_COLUMNS: GridColumn[] = [
  { title: 'Rank', sortField: 'rank', isFigure: true, render: (row) => row.ranking?.rank ?? '' },
  { title: 'Score', sortField: 'score', isFigure: true, render: (row) => (typeof row.ranking?.score === 'number' ? formatScore(row.ranking.score) : '') },
  { title: 'Reviews', sortField: 'reviews', isFigure: true, render: (row) => row.ranking?.reviews ?? 0 },
];

const DECISION_COLUMN: GridColumn = { title: 'Decision', render: (row) => row.accepted_label };

const DETAIL_COLUMNS: GridColumn[] = GRID_DETAIL_FIELDS.map(fieldColumn);

const DOCUMENT_COLUMNS: GridColumn[] = [
  { title: 'Documents Submitted', render: (row) => row.documents_submitted },
  { title: 'Requested Documents', render: (row) => row.documents_submitted_note },
  { title: 'Documents Completed', render: (row) => row.documents_completed },
  { title: 'Result', render: (row) => row.result },
];

// Every application: the spec's order. The accepted applicants: payments beside the names, as
// staff work through who still has to be paid.
const COLUMN_SETS = {
  all: [...NAME_COLUMNS, ...RANKING_COLUMNS, ...DETAIL_COLUMNS, DECISION_COLUMN, ...PAYMENT_COLUMNS, ...DOCUMENT_COLUMNS],
  accepted: [...NAME_COLUMNS, ...PAYMENT_COLUMNS, ...RANKING_COLUMNS, ...DETAIL_COLUMNS, ...DOCUMENT_COLUMNS],
};

export type ColumnSet = keyof typeof COLUMN_SETS;

const sortOrderOf = (sort: GridSort | null, field: GridSortField | undefined) => {
  if (!field || sort?.field !== field) return null;
  return sort.direction === 'asc' ? 'ascend' : 'descend';
};

const columnsOf = (set: ColumnSet, status: StatusFilter, withRanking: boolean) => {
  const columns = status === DEFAULT_STATUS_FILTER ? COLUMN_SETS[set] : [...NAME_COLUMNS, ...STATUS_COLUMNS, ...COLUMN_SETS[set].slice(NAME_COLUMNS.length)];
  // The others' scores are staff's: a reviewer's rows carry none.
  return withRanking ? columns : columns.filter((column) => !RANKING_COLUMNS.includes(column));
};

/** The titles of the names columns, which always show and stay at the left. */
export const NAME_TITLES: readonly string[] = NAME_COLUMNS.map((column) => column.title);

/** The titles staff can hide and move, in their default order. */
export const movableTitles = (set: ColumnSet, status: StatusFilter = DEFAULT_STATUS_FILTER, withRanking = true) =>
  columnsOf(set, status, withRanking)
    .map((column) => column.title)
    .filter((title) => !NAME_TITLES.includes(title));

type ColumnOptions = {
  status?: StatusFilter;
  /** the columns staff hid and the order they chose */
  choice?: ColumnChoice;
  /** keep the names at the left while the table scrolls sideways (not on a phone, where they would fill it) */
  pinNames?: boolean;
  /** the Rank, Score and Reviews columns (staff's) */
  withRanking?: boolean;
};

export function gridColumns(
  set: ColumnSet,
  sort: GridSort | null,
  { status = DEFAULT_STATUS_FILTER, choice = { hidden: [], order: [] }, pinNames = true, withRanking = true }: ColumnOptions = {},
): TableColumnsType<ApplicationGridRow> {
  const byTitle = new Map(columnsOf(set, status, withRanking).map((column) => [column.title, column]));
  const shown = arrangeTitles(choice, movableTitles(set, status, withRanking)).filter((title) => !choice.hidden.includes(title));
  return [...NAME_TITLES, ...shown].map((title) => {
    const { sortField, isAmount, isFigure, render } = byTitle.get(title)!;
    return {
      title,
      key: sortField ?? title,
      render: (_value: unknown, row: ApplicationGridRow) => render(row),
      align: isAmount || isFigure ? 'right' : undefined,
      className: isAmount ? 'grid-amount' : undefined,
      fixed: pinNames && NAME_TITLES.includes(title) ? 'left' : undefined,
      sorter: sortField !== undefined,
      sortOrder: sortOrderOf(sort, sortField),
    };
  });
}
