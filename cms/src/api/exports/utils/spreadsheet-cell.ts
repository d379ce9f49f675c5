import type ExcelJS from 'exceljs';

// What a data cell of an exported sheet may hold. Never an object: exceljs writes { formula } (or
// { sharedFormula }) as a live formula and { text, hyperlink } as a link.
export type CellValue = string | number | Date | null;

// OWASP's CSV-injection rule: text starting with one of these is read as a formula once its cell is
// edited or the sheet is saved as CSV, so it gets a leading apostrophe and stays text.
const FORMULA_START = /^[=+\-@\t\r]/;

export const dataCell = (value: unknown): CellValue => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || value instanceof Date) return value;
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
};

export const dataRow = (row: Record<string, unknown>): Record<string, CellValue> =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, dataCell(value)]));

// exceljs's stream writer finds a cell's style id by serialising its style object to XML, unless it
// has seen that very object before (a WeakMap); every cell and row it makes gets a new one, so a
// 50,000-row checklist serialised a style for each of its cells (over a million) and each row.
// A data row's cells are given one style object per column and value type (a date's default
// format differs from a number's, and exceljs keys its cache by the object alone), and its rows
// one empty style, so each is serialised once. Data rows are committed as they are added, so
// nothing changes the shared objects.
export const sharedStyles = () => {
  const rowStyle: Partial<ExcelJS.Style> = {};
  const cellStyles = new Map<string, Partial<ExcelJS.Style>>();
  return (row: ExcelJS.Row) => {
    // exceljs's types leave out a row's style, which its writer reads as it does a cell's.
    (row as ExcelJS.Row & { style: Partial<ExcelJS.Style> }).style = rowStyle;
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      const key = `${column} ${cell.type}`;
      let style = cellStyles.get(key);
      if (!style) cellStyles.set(key, (style = { ...cell.style }));
      cell.style = style;
    });
    return row;
  };
};
