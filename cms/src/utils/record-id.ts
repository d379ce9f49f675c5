import { isRecordIdShape } from '@bursary/domain/record-id';
import { badRequest } from './api-error';

// The largest id a PostgreSQL integer column holds. A bigger number (1e308 is an "integer" to
// JavaScript) would make PostgreSQL refuse the query, so it is treated as an id that does not exist.
const MAX_RECORD_ID = 2_147_483_647;

/** A value that can be a stored record's id: a whole number from 1 to PostgreSQL's integer limit. */
export const isRecordId = (value: number) => Number.isSafeInteger(value) && value > 0 && value <= MAX_RECORD_ID;

/**
 * The id a caller sent in a body, query or path: a whole number or a string of digits, else a 400
 * with `message` (`true` and `[1]` are not id 1). Null for an id no record can have (0, or beyond
 * the integer limit): the caller answers it as not found.
 */
export const readRecordId = (raw: unknown, message: string): number | null => {
  if (!isRecordIdShape(raw)) throw badRequest(message);
  const value = Number(raw);
  return isRecordId(value) ? value : null;
};
