import { mixed } from 'yup';

// An id as a client may send it: a whole number, or a string of digits ("12", as query strings and
// multipart fields carry it). Anything else (true, [1], 1.5, "1e3", " 12", {}) is not an id,
// however JavaScript would convert it: `Number(true)` and `Number([1])` are both 1.
export const isRecordIdShape = (raw: unknown): raw is number | string =>
  (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) || (typeof raw === 'string' && /^[0-9]{1,20}$/.test(raw));

/** A yup field for an id: a positive whole number or a string of its digits, read as a number. */
export const recordIdField = (message: string) =>
  mixed<number>((value): value is number => typeof value === 'number')
    .transform((value: unknown) => (isRecordIdShape(value) ? Number(value) : value))
    .typeError(message)
    .test('positive-id', message, (value) => value === undefined || (Number.isSafeInteger(value) && value > 0));
