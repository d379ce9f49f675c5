import type { Core } from '@strapi/strapi';
import { RUBRIC_CRITERIA } from './data/rubric-criteria';
import { getService } from '../utils/get-service';

const CRITERIA = 'api::selection.rubric-criterion';

// The cycle year gets the starting rubric while it has no criteria at all, so a year the editors
// have set up (or emptied and refilled) keeps what they made.
export const seedRubric = async (strapi: Core.Strapi) => {
  const { cycle_year: year } = await getService('portal.portal-content').settings();
  if ((await strapi.db.query(CRITERIA).count({ where: { year } })) > 0) return;
  await strapi.db.transaction(async () => {
    for (const criterion of RUBRIC_CRITERIA) await strapi.db.query(CRITERIA).create({ data: { ...criterion, year } });
  });
};
