export const UPLOAD_MAX_BYTES = 2097152;
// The token upload pages allow more than their messages ("2 MB") say; the spec keeps both as they are.
export const TOKEN_UPLOAD_MAX_BYTES = 5097152;

// image/jpg is not a registered type, but browsers and older clients still send it.
export const ACCEPTED_MIME_TYPES = ['application/pdf', 'image/jpg', 'image/jpeg', 'image/png'] as const;
export const RESULTS_ACCEPTED_MIME_TYPES = [...ACCEPTED_MIME_TYPES, 'image/gif'] as const;
export const ACCEPTED_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
export const RESULTS_ACCEPTED_EXTENSIONS = [...ACCEPTED_EXTENSIONS, '.gif'] as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_LENGTH = 10;
export const AREA_CODE_LENGTH = 4;
export const SIBLINGS_MAX_LENGTH = 2;
export const SHORT_TEXT_MAX_LENGTH = 255;
export const LONG_TEXT_MAX_LENGTH = 5000;
export const EMAIL_BODY_MAX_LENGTH = 20000;
// Keeps every amount inside a decimal(10,2) column.
export const AMOUNT_MAX = 99999999.99;

export const FIRST_BIRTH_YEAR = 1930;
export const FIRST_FILTER_YEAR = 2019;
export const COMPLETION_YEAR_SPAN = 5;

export const GRID_PAGE_SIZE = 8;
export const EMAIL_SEARCH_LIMIT = 15;

export const ACCEPT_DECLINE = {
  DECLINED: 0,
  ACCEPTED: 1,
  PENDING: 2,
} as const;

export type AcceptDecline = (typeof ACCEPT_DECLINE)[keyof typeof ACCEPT_DECLINE];

export const DEFAULT_ACCEPT_DECLINE: AcceptDecline = ACCEPT_DECLINE.PENDING;

export const SOUTH_AFRICA = 'South Africa';
export const FOREIGN_NATIONAL = 'Foreign National';
export const MARRIED = 'Married';
export const OTHER_UNIVERSITY = 'Other';
export const OTHER_COURSE = 'OTHER';
export const OTHER_HOW_LEARNED = 'Other';

export const APPLICATION_EXISTS_ERROR = 'application already exist';
