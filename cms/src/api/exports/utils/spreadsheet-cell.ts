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
