import { OTHER_COURSE, OTHER_UNIVERSITY } from './constants.js';

const typed = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const chosen = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The university as staff, letters, exports and the applicant's dashboard show it: what the
 * applicant typed when they chose "Other", else the one they chose (null when neither).
 */
export const displayUniversity = ({ university, uni }: { university?: unknown; uni?: unknown }): string | null =>
  (university === OTHER_UNIVERSITY && typed(uni)) || chosen(university);

/** The course the same way: what was typed under "OTHER", else the one chosen. */
export const displayCourse = ({ course, cor }: { course?: unknown; cor?: unknown }): string | null =>
  (course === OTHER_COURSE && typed(cor)) || chosen(course);
