import type { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { GRID_COLUMN_FIELDS, applicationField, type ApplicationFieldName, type GridField } from '@bursary/domain/application-fields';
import { applicationReference } from '@bursary/domain/application-reference';
import { fieldFormat, fieldText, staffLabel } from '@bursary/domain/field-display';
import { RESULTS_PERIODS } from '@bursary/domain/options/results-periods';
import { resultsSheetName } from '@bursary/domain/results-sheet';
import type { SubjectMark } from '@bursary/domain/schemas/results-upload';
import { checklistFacts, checklistPage, paymentsPage, resultsPage, type PaymentKey } from '../../../db/exports-sheets';
import { gridValuer, standingOf, type FinalYearRow, type StandingFacts } from '../../search/utils/grid-values';
import { roomIn, writeJsonArray } from '../../../utils/downloads';
import { pages } from '../utils/keyset';
import type { PeriodChoice, YearChoice } from '../utils/query-params';
import { dataRow, sharedStyles, type CellValue } from '../utils/spreadsheet-cell';
import { courseOf, dateOf, isTrue, jsonOf, numberOrNull, officeDay, text, universityOf, yesNo } from '../utils/values';

type SheetRow = Record<string, CellValue>;
type Column = { header: string; width: number; numFmt?: string };

// Amounts stay numbers (Excel sums them) shown in rand, grouped as the reader's Excel groups thousands.
const AMOUNT = '"R "#,##0.00';
const DAY = 'yyyy-mm-dd';

const APPLICATION_NO: Column = { header: 'Application No.', width: 16 };
// Wide enough for R 1,234,567.89; a field's column is as wide unless FIELD_WIDTHS says otherwise.
const COLUMN_WIDTH = 15;
const amountColumn = (header: string): Column => ({ header, width: COLUMN_WIDTH, numFmt: AMOUNT });

const FIELD_WIDTHS: Partial<Record<ApplicationFieldName, number>> = {
  first_name: 16,
  last_name: 16,
  email: 28,
  university: 30,
  course: 30,
  unilevel: 14,
  application_year: 10,
  application_type: 24,
  gender: 8,
  race: 12,
  religion: 12,
  country: 16,
  id_number: 16,
  student_number: 14,
  cell_phone: 12,
  alternative_phone: 12,
  year_of_study: 8,
};

// A field's column: headed, and its cells keyed, by the back office's label (domain application-fields).
const fieldColumn = (name: ApplicationFieldName): Column => {
  const header = staffLabel(name);
  if (fieldFormat(applicationField(name), 'staff') === 'amount') return amountColumn(header);
  return { header, width: FIELD_WIDTHS[name] ?? COLUMN_WIDTH };
};

// Rows of the checklist read and written at a time.
const CHECKLIST_PAGE_SIZE = 500;

export const CHECKLIST_COLUMNS: Column[] = [
  APPLICATION_NO,
  ...GRID_COLUMN_FIELDS.map((field) => fieldColumn(field.name)),
  { header: 'Accepted', width: 10 },
  amountColumn('Amount Paid'),
  { header: 'Paid', width: 8 },
  { header: 'Documents Submitted', width: 10 },
  { header: 'Requested Documents', width: 40 },
  { header: 'Documents Completed', width: 10 },
  { header: 'Result', width: 20 },
];

const RESULT_FIELDS: ApplicationFieldName[] = ['first_name', 'last_name', 'email', 'id_number', 'student_number', 'university', 'course', 'application_year'];

export const RESULT_COLUMNS: Column[] = [
  APPLICATION_NO,
  ...RESULT_FIELDS.map(fieldColumn),
  { header: 'Results Period', width: 18 },
  { header: 'Subjects and Marks', width: 50 },
  { header: 'Average', width: 10, numFmt: '0.00' },
  { header: 'Pass/Fail', width: 10 },
  { header: 'Confirmed', width: 10 },
  { header: 'No Result Reason', width: 30 },
  { header: 'Submitted', width: 12 },
];

export const PAYMENT_COLUMNS: Column[] = [
  { header: 'Payment Date', width: 12, numFmt: DAY },
  fieldColumn('first_name'),
  fieldColumn('last_name'),
  { header: 'Payment ID', width: 10 },
  APPLICATION_NO,
  { header: 'Reference', width: 16 },
  { header: 'In Favour Of', width: 30 },
  { header: 'Bank', width: 16 },
  { header: 'Account No', width: 16 },
  { header: 'Branch Code', width: 12 },
  { header: 'In Respect Of', width: 14 },
  { header: 'Account', width: 10 },
  amountColumn('Amount Approved'),
  { header: 'EFT/Cheque', width: 10 },
  { header: 'Approved 1', width: 10 },
  { header: 'Approved 2', width: 10 },
];

const PERIOD_LABELS = new Map<string, string>(RESULTS_PERIODS.map((period) => [period.value, period.label]));

const referenceOf = (row: Record<string, unknown>) =>
  applicationReference({ applicationId: Number(row.application_id), applicationYear: Number(row.application_year) });

// A yyyy-mm-dd day as a spreadsheet date (midnight UTC, which is how Excel dates read back).
const dayCell = (value: string): CellValue => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : value || null;
};

// Each of the grid's column fields as the checklist's cell, by its label, made once: the value as the
// grid shows it (search utils/grid-values.ts), an option by its label, anything else as the grid has
// it (amounts and years stay numbers).
const fieldCell = (field: GridField): [string, (row: Record<string, unknown>) => CellValue] => {
  const valueOf = gridValuer(field) as (row: Record<string, unknown>) => CellValue;
  const asStored = ['text', 'amount'].includes(fieldFormat(field, 'staff'));
  return [staffLabel(field.name), asStored ? valueOf : (row) => fieldText(field, valueOf(row), 'staff')];
};
const CHECKLIST_FIELD_CELLS = GRID_COLUMN_FIELDS.map(fieldCell);

type ChecklistFacts = StandingFacts & { amountPaid: number };

// The page's payments, requested documents and final-year results (db/exports-sheets.ts) by application.
const checklistFactsOf = async (ids: number[]) => {
  const read = await checklistFacts(ids);
  const facts = new Map<number, ChecklistFacts>(ids.map((id) => [id, { paymentCount: 0, amountPaid: 0, documentCodes: [], finalYear: undefined }]));
  for (const row of read.payments) Object.assign(facts.get(Number(row.application_id))!, { paymentCount: Number(row.payments), amountPaid: Number(row.amount) });
  for (const row of read.documents) facts.get(Number(row.application_id))!.documentCodes.push(Number(row.code));
  for (const row of read.finalYears) facts.get(Number(row.application_id))!.finalYear = row as FinalYearRow;
  return facts;
};

// An application's checklist row: the grid's columns, valued as the grid values them.
const checklistRow = (row: Record<string, unknown>, facts: ChecklistFacts): SheetRow => {
  const standing = standingOf(row, facts);
  return {
    'Application No.': referenceOf(row),
    ...Object.fromEntries(CHECKLIST_FIELD_CELLS.map(([label, cellOf]) => [label, cellOf(row)])),
    Accepted: standing.accepted_label,
    'Amount Paid': Math.round(facts.amountPaid * 100) / 100,
    Paid: standing.paid,
    'Documents Submitted': standing.documents_submitted,
    'Requested Documents': standing.documents_submitted_note,
    'Documents Completed': standing.documents_completed,
    Result: standing.result,
  };
};

const subjectsText = (subjects: SubjectMark[]) => subjects.map((subject) => `${subject.subjectName}: ${subject.subjectMark}`).join('; ');

// Column keys are the headers, so a row object reads the same in JSON and in the sheet. Rows go in
// through addDataRow, so nothing stored is ever written as a formula.
const startSheet = (output: PassThrough, name: string, columns: Column[]) => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.header,
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const withSharedStyles = sharedStyles();
  // A data row, written at once.
  const addDataRow = (row: SheetRow) => withSharedStyles(sheet.addRow(dataRow(row))).commit();
  // A row to style before it is committed (the payment sheet's total), with styles of its own.
  const addStyledRow = (row: SheetRow) => sheet.addRow(dataRow(row));
  return { workbook, sheet, addDataRow, addStyledRow };
};

const spreadsheets = () => {
  const resultRowOf = (row: Record<string, unknown>): SheetRow => ({
    'Application No.': referenceOf(row),
    [staffLabel('first_name')]: text(row.first_name),
    [staffLabel('last_name')]: text(row.last_name),
    [staffLabel('email')]: text(row.email),
    [staffLabel('id_number')]: text(row.id_number),
    [staffLabel('student_number')]: text(row.student_number),
    [staffLabel('university')]: universityOf(row),
    [staffLabel('course')]: courseOf(row),
    [staffLabel('application_year')]: numberOrNull(row.application_year),
    'Results Period': PERIOD_LABELS.get(text(row.period)) ?? text(row.period),
    'Subjects and Marks': isTrue(row.no_result) ? '' : subjectsText(jsonOf<SubjectMark[]>(row.subjects, []) ?? []),
    Average: numberOrNull(row.average),
    'Pass/Fail': text(row.pass_fail),
    Confirmed: yesNo(isTrue(row.confirmed)),
    'No Result Reason': isTrue(row.no_result) ? text(row.no_result_reason) : '',
    Submitted: officeDay(dateOf(row.submitted_at)),
  });

  const service = {
    // Results of a year (or every year) and period (or both), one row per result, a page at a time.
    async *resultRows(year: YearChoice, period: PeriodChoice): AsyncGenerator<SheetRow[]> {
      const fetch = (after: number | null, size: number) => resultsPage(year, period, after, size);
      for await (const rows of pages(fetch, (row: Record<string, unknown>) => Number(row.id), 500)) yield rows.map(resultRowOf);
    },

    // Payments made from `from` to `to` (inclusive, by Payment Date), in date order.
    async *paymentRows(from: string, to: string): AsyncGenerator<SheetRow[]> {
      const fetch = (after: PaymentKey | null, size: number) => paymentsPage(from, to, after, size);
      const keyOf = (row: Record<string, unknown>): PaymentKey => ({ day: text(row.payment_date), id: Number(row.id) });
      for await (const rows of pages(fetch, keyOf, 500)) {
        yield rows.map((row) => ({
          'Payment Date': dayCell(text(row.payment_date)),
          [staffLabel('first_name')]: text(row.first_name),
          [staffLabel('last_name')]: text(row.last_name),
          'Payment ID': Number(row.id),
          'Application No.': referenceOf(row),
          Reference: text(row.reference),
          'In Favour Of': text(row.in_favour_of),
          Bank: text(row.bank),
          'Account No': text(row.account_no),
          'Branch Code': text(row.branch_code),
          'In Respect Of': text(row.in_respect_of),
          Account: text(row.account),
          'Amount Approved': numberOrNull(row.amount_approved) ?? 0,
          'EFT/Cheque': text(row.eft_chq),
          'Approved 1': text(row.approved_1),
          'Approved 2': text(row.approved_2),
        }));
      }
    },

    // The submitted applications of a year (or every year), oldest first, as the checklist's rows, a page at a time.
    async *checklistRows(year: YearChoice): AsyncGenerator<SheetRow[]> {
      const fetch = (after: number | null, size: number) => checklistPage(GRID_COLUMN_FIELDS, year === 'all' ? null : year, after, size);
      for await (const rows of pages(fetch, (row: Record<string, unknown>) => Number(row.application_id), CHECKLIST_PAGE_SIZE)) {
        const facts = await checklistFactsOf(rows.map((row) => Number(row.application_id)));
        yield rows.map((row) => checklistRow(row, facts.get(Number(row.application_id))!));
      }
    },

    // The grid's columns of a year's (or every year's) submitted applications as checklist2022.xlsx.
    async writeChecklist(output: PassThrough, signal: AbortSignal, year: YearChoice) {
      const { workbook, sheet, addDataRow } = startSheet(output, 'Checklist', CHECKLIST_COLUMNS);
      for await (const rows of service.checklistRows(year)) {
        for (const row of rows) addDataRow(row);
        await roomIn(output, signal);
      }
      sheet.commit();
      await workbook.commit();
    },

    async writeResults(output: PassThrough, signal: AbortSignal, year: YearChoice, period: PeriodChoice) {
      const { workbook, sheet, addDataRow } = startSheet(output, resultsSheetName(year, period), RESULT_COLUMNS);
      for await (const rows of service.resultRows(year, period)) {
        for (const row of rows) addDataRow(row);
        await roomIn(output, signal);
      }
      sheet.commit();
      await workbook.commit();
    },

    // The results as the JSON array POST /api/getallresults answers, written as it is read.
    writeResultsJson(output: PassThrough, signal: AbortSignal, year: YearChoice, period: PeriodChoice) {
      return writeJsonArray(output, signal, service.resultRows(year, period));
    },

    // The payment sheet of a date range, with a total row under the amounts.
    async writePayments(output: PassThrough, signal: AbortSignal, from: string, to: string) {
      const { workbook, sheet, addDataRow, addStyledRow } = startSheet(output, 'Payments', PAYMENT_COLUMNS);
      let total = 0;
      let count = 0;
      for await (const rows of service.paymentRows(from, to)) {
        for (const row of rows) {
          addDataRow(row);
          total += Number(row['Amount Approved']);
          count += 1;
        }
        await roomIn(output, signal);
      }
      const amountLetter = sheet.getColumn('Amount Approved').letter;
      const sum = Math.round(total * 100) / 100;
      const totalRow = addStyledRow({ 'Payment Date': 'Total', 'Amount Approved': 0 });
      // The sheet's one formula, made here from the column and the row count alone.
      if (count > 0) totalRow.getCell('Amount Approved').value = { formula: `SUM(${amountLetter}2:${amountLetter}${count + 1})`, result: sum };
      totalRow.font = { bold: true };
      totalRow.commit();
      sheet.commit();
      await workbook.commit();
    },
  };
  return service;
};

export type SpreadsheetsService = ReturnType<typeof spreadsheets>;
export default spreadsheets;
