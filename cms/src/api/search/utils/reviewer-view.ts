import type { ApplicationGridRow } from '@bursary/domain/back-office-api';

/**
 * What a reviewer sees of an application row (issue 18): what they need to read and score it, not
 * what they need not know. No race or religion (special personal information, POPIA s26), no
 * payments (banking details), no links to other applicants' records (duplicate flags), and no
 * scores of others (their average, number and rank would anchor the reviewer's own: the Scores
 * view shows them once the reviewer has submitted).
 */
export const reviewerView = (row: ApplicationGridRow): ApplicationGridRow => {
  const { ranking: _ranking, ...rest } = row;
  return { ...rest, Race: null, Religion: null, payment: [], ...(row.flags && { flags: [] }) };
};
