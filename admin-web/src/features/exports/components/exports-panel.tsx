import { RESULTS_PERIODS, type ResultsPeriod } from '@bursary/domain/options/results-periods';
import { resultsFileName } from '@bursary/domain/results-sheet';
import { DownloadButton } from '@bursary/web-ui/components/download-button';
import { useId, useState } from 'react';
import { LabelledSelect } from '@/components/labelled-select';
import {
  applicationFilesZipPath,
  applicationFormsZipPath,
  checklistSheetPath,
  checklistZipPath,
  paymentSheetPath,
  resultsSheetPath,
} from '../api/downloads';

const PERIOD_OPTIONS = [
  { value: 'all', label: 'All periods' },
  ...RESULTS_PERIODS.map(({ value, label }) => ({ value, label })),
];

// yyyy-mm-dd of the browser's day, as the date inputs write it.
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

type DateFieldProps = { label: string; value: string; onChange: (value: string) => void };

function DateField({ label, value, onChange }: DateFieldProps) {
  const id = useId();
  return (
    <div className="labelled-select">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" className="native-date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

function PaymentSheet({ cycleYear }: { cycleYear: number }) {
  const [from, setFrom] = useState(`${cycleYear}-01-01`);
  const [to, setTo] = useState(today);
  const problem =
    !from || !to ? 'Choose both dates of the payments.' : from > to ? 'Choose a from date on or before the to date.' : null;
  return (
    <div className="export-item">
      <h4>Payment sheet</h4>
      <p className="export-hint">The payments whose Payment Date is in the range, with a total.</p>
      <div className="export-fields">
        <DateField label="Payments from" value={from} onChange={setFrom} />
        <DateField label="Payments to" value={to} onChange={setTo} />
      </div>
      {problem && (
        <p className="download-error" role="alert">
          {problem}
        </p>
      )}
      <DownloadButton
        label="Download payment sheet"
        path={paymentSheetPath(from, to)}
        fallbackName={`payments ${from} to ${to}.xlsx`}
        disabled={problem !== null}
      />
    </div>
  );
}

type ExportsPanelProps = {
  /** the grid's application year */
  year: number | 'all';
  cycleYear: number;
};

/** The spreadsheets and zips of the year the grid shows, each with its progress while it downloads. */
export function ExportsPanel({ year, cycleYear }: ExportsPanelProps) {
  const [period, setPeriod] = useState<ResultsPeriod | 'all'>('all');
  // A zip holds one year's files: with every year chosen, the cycle's.
  const zipYear = year === 'all' ? cycleYear : year;
  const yearLabel = year === 'all' ? 'every year' : String(year);

  return (
    <section className="panel exports-panel" aria-labelledby="exports-title">
      <h2 id="exports-title">Exports and downloads</h2>
      <p>
        Spreadsheets of {yearLabel} and zips of {zipYear}. Choose the application year above the grid to export another
        year.
      </p>
      <div className="export-groups">
        <div className="export-group">
          <h3>Spreadsheets</h3>
          <div className="export-item">
            <h4>Checklist</h4>
            <p className="export-hint">Every application in the grid&apos;s year, one row each.</p>
            <DownloadButton label="Download checklist2022.xlsx" path={checklistSheetPath(year)} fallbackName="checklist2022.xlsx" />
          </div>
          <div className="export-item">
            <h4>Results</h4>
            <div className="export-fields">
              <LabelledSelect
                label="Results period"
                value={period}
                options={PERIOD_OPTIONS}
                onChange={(value) => setPeriod(value as ResultsPeriod | 'all')}
              />
            </div>
            <DownloadButton
              label="Download results.xlsx"
              path={resultsSheetPath(year, period)}
              fallbackName={resultsFileName(year, period)}
            />
          </div>
          <PaymentSheet cycleYear={cycleYear} />
        </div>
        <div className="export-group">
          <h3>Zips of {zipYear}</h3>
          <p className="export-hint">Large zips take a while: keep this page open until they are saved.</p>
          <DownloadButton
            label="Download application files"
            path={applicationFilesZipPath(zipYear)}
            fallbackName={`applicationfiles${zipYear}.zip`}
          />
          <DownloadButton label="Download checklist.zip" path={checklistZipPath(zipYear)} fallbackName="checklist.zip" />
          <DownloadButton
            label="Download applicationforms.zip"
            path={applicationFormsZipPath(zipYear)}
            fallbackName="applicationforms.zip"
          />
        </div>
      </div>
    </section>
  );
}
