// The largest id a PostgreSQL integer column holds. A bigger number (1e308 is an "integer" to
// JavaScript) would make PostgreSQL refuse the query, so it is treated as an id that does not exist.
const MAX_RECORD_ID = 2_147_483_647;

/** A value that can be a stored record's id: a whole number from 1 to PostgreSQL's integer limit. */
export const isRecordId = (value: number) => Number.isSafeInteger(value) && value > 0 && value <= MAX_RECORD_ID;
