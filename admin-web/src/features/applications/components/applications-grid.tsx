import type { ApplicationGridRow, GridSortField } from '@bursary/domain/back-office-api';
import { useReferenceLists } from '@bursary/web-ui/api/reference-lists';
import { ErrorState } from '@bursary/web-ui/components/error-state';
import { Alert, Button, Empty, Grid, Table, type TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { LabelledSelect } from '@/components/labelled-select';
import { useMayDo } from '@/lib/may-do';
import { useSearchApplications } from '../api/search-applications';
import { useColumnChoice } from '../hooks/use-column-choice';
import { PAGE_SIZES, toSearchRequest, useGridQuery } from '../hooks/use-grid-query';
import { BulkDecision, type SelectionCostOf } from './bulk-decision';
import { ColumnChooser } from './column-chooser';
import { gridColumns, movableTitles } from './grid-columns';
import { GridFilters } from './grid-filters';
import { SummaryCounts } from './summary-counts';

// The detail screen shows the stored row at once, then fetches it afresh.
const openApplication = (row: ApplicationGridRow) => {
  localStorage.setItem('application', JSON.stringify(row));
  window.open(`/applicationmanager?application_id=${row.application_id}`, '_blank', 'noopener');
};

// Only a submitted application is decided (the cms refuses the others too).
const isDecidable = (row: ApplicationGridRow) => row.status === 'submitted';

type ApplicationsGridProps = {
  cycleYear: number;
  years: readonly number[];
  /** the accepted applicants only, payments first: no decision filter and no counts */
  isAcceptedOnly?: boolean;
  /** given (to staff): rows can be ticked and accepted or declined together, with this budget preview */
  selectionCostOf?: SelectionCostOf;
};

/** The applications, paged, sorted, filtered and searched on the server; everything it shows is kept in the address. */
export function ApplicationsGrid({ cycleYear, years, isAcceptedOnly = false, selectionCostOf }: ApplicationsGridProps) {
  const { query, update } = useGridQuery(cycleYear, years);
  const request = toSearchRequest(query, isAcceptedOnly ? 'Accepted' : undefined);
  const { data, error, isLoading, isValidating, mutate } = useSearchApplications(request);
  // The ticked rows of what the grid shows now: another page, filter or sort starts with none.
  const requestKey = JSON.stringify(request);
  const [selection, setSelection] = useState<{ key: string; rows: ApplicationGridRow[] }>({ key: requestKey, rows: [] });
  const selected = selection.key === requestKey ? selection.rows : [];
  const universities = useReferenceLists().data?.universities.map((university) => university.name) ?? [];
  const columnChoice = useColumnChoice();
  // On a phone the names would fill the table if they stayed put: there the whole row scrolls.
  const pinNames = Grid.useBreakpoint().md !== false;
  const withRanking = useMayDo('staff');
  const isSelecting = withRanking && selectionCostOf !== undefined;
  const columnSet = isAcceptedOnly ? 'accepted' : 'all';
  const status = isAcceptedOnly ? undefined : query.status;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  // A shared link or narrowed filters can point past the last page: show the last one instead.
  useEffect(() => {
    if (data && data.rows.length === 0 && data.total > 0 && query.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [data, lastPage, query.page, update]);

  const onTableChange: TableProps<ApplicationGridRow>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'paginate') {
      update({ page: pagination.current ?? 1 });
      return;
    }
    if (action !== 'sort' || Array.isArray(sorter)) return;
    const field = sorter.order ? (sorter.columnKey as GridSortField) : null;
    update({ sort: field ? { field, direction: sorter.order === 'descend' ? 'desc' : 'asc' } : null });
  };

  if (error && !data) {
    return (
      <ErrorState
        title="We could not load the applications"
        message={error.message}
        onRetry={() => mutate()}
      />
    );
  }

  const first = data ? (data.page - 1) * data.page_size + 1 : 0;
  const last = data ? first + data.rows.length - 1 : 0;
  const noun = isAcceptedOnly ? 'accepted applicants' : 'applications';
  const sizes = PAGE_SIZES.includes(query.size as (typeof PAGE_SIZES)[number]) ? PAGE_SIZES : [...PAGE_SIZES, query.size];

  return (
    <div className="applications-grid">
      {!isAcceptedOnly && data && <SummaryCounts counts={data.counts} query={query} onChange={update} />}
      <GridFilters
        query={query}
        onChange={update}
        years={years}
        universities={universities}
        hasDecisionFilter={!isAcceptedOnly}
      />
      {error && data && (
        <Alert
          type="error"
          showIcon
          title={`We could not load this page of ${noun}. ${error.message}`}
          action={<Button onClick={() => mutate()}>Try again</Button>}
        />
      )}
      <div className="grid-toolbar">
        <p className="grid-total" role="status" aria-live="polite">
          {isValidating && !data && 'Loading...'}
          {isValidating && data && `Loading page ${query.page}...`}
          {!isValidating && data && data.rows.length > 0 && `${first}–${last} of ${data.total.toLocaleString('en-ZA')} ${noun}`}
          {!isValidating && data && data.rows.length === 0 && `No ${noun}`}
        </p>
        {isSelecting && (
          <BulkDecision
            selected={selected}
            year={query.year}
            costOf={selectionCostOf}
            onSelect={(all) => setSelection({ key: requestKey, rows: all ? (data?.rows ?? []).filter(isDecidable) : [] })}
            onDecided={() => {
              setSelection({ key: requestKey, rows: [] });
              void mutate();
            }}
          />
        )}
        <div className="grid-toolbar-actions">
          <LabelledSelect
            label="Rows per page"
            value={String(query.size)}
            options={sizes.map((size) => ({ value: String(size), label: String(size) }))}
            onChange={(size) => update({ size: Number(size) })}
          />
          <ColumnChooser titles={movableTitles(columnSet, status, withRanking)} columnChoice={columnChoice} />
        </div>
      </div>
      <p className="grid-hint">
        Select a row, or move to it with Tab and press Enter, to open the applicant in a new tab.
        {isSelecting && ' Tick rows to accept or decline them together.'}
      </p>
      <Table<ApplicationGridRow>
        className="grid-table"
        rowKey="application_id"
        size="small"
        columns={gridColumns(columnSet, query.sort, { status, choice: columnChoice.choice, pinNames, withRanking })}
        dataSource={data?.rows ?? []}
        loading={isLoading || (isValidating && data !== undefined)}
        scroll={{ x: 'max-content' }}
        showSorterTooltip={false}
        sortDirections={['ascend', 'descend']}
        onChange={onTableChange}
        rowSelection={
          isSelecting
            ? {
                selectedRowKeys: selected.map((row) => row.application_id),
                onChange: (_keys, rows) => setSelection({ key: requestKey, rows }),
                // The table's own "select all" box would be copied into a row hidden from screen readers: the bar above has it.
                hideSelectAll: true,
                columnTitle: 'Select',
                getCheckboxProps: (row) => ({
                  disabled: !isDecidable(row),
                  'aria-label': `Select ${row['First Name']} ${row['Last Name']}, application ${row.application_reference}`,
                }),
              }
            : undefined
        }
        onRow={(row) => ({
          tabIndex: 0,
          className: 'grid-row',
          'aria-label': `${row['First Name']} ${row['Last Name']}, application ${row.application_reference}`,
          // Ticking a row (its box or the cell around it) selects it; the rest of the row opens it.
          onClick: (event) => {
            if (!(event.target as HTMLElement).closest('.ant-table-selection-column')) openApplication(row);
          },
          onKeyDown: (event) => {
            if (event.key === 'Enter' && event.target === event.currentTarget) openApplication(row);
          },
        })}
        pagination={{
          current: query.page,
          pageSize: query.size,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showLessItems: true,
          hideOnSinglePage: true,
          position: ['bottomCenter'],
        }}
        locale={{
          emptyText: isLoading ? (
            'Loading...'
          ) : (
            <Empty
              description={`No ${noun} match this search and these filters. Clear the search, set a filter back to All, or choose another application year.`}
            />
          ),
        }}
      />
    </div>
  );
}
