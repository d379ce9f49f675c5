import type { Core } from '@strapi/strapi';
import { PORTAL_TEXTS } from './data/portal-texts';
import { seedGuideSteps } from './seed-guide-steps';
import { EMAIL_TEMPLATES } from './data/email-templates';
import { LETTER_TEMPLATES } from './data/letter-templates';
import { updateUnedited } from './update-unedited';
import { DEFAULT_SETTINGS } from '../api/portal/services/portal-content';

type Query = ReturnType<Core.Strapi['db']['query']>;

// Creates what is missing, keyed by `key`; an existing entry is the editors' and is left alone.
const createMissing = async (query: Query, entries: { key: string }[]) => {
  const existing = new Set((await query.findMany({ select: ['key'] })).map((row: { key: string }) => row.key));
  for (const entry of entries) {
    if (!existing.has(entry.key)) await query.create({ data: entry });
  }
};

export const seedPortalContent = async (strapi: Core.Strapi) => {
  const settings = strapi.db.query('api::portal.portal-setting');
  if (!(await settings.findOne({ select: ['id'] }))) await settings.create({ data: DEFAULT_SETTINGS });

  await createMissing(
    strapi.db.query('api::portal.portal-text'),
    Object.entries(PORTAL_TEXTS).map(([key, text]) => ({ key, ...text })),
  );
  const emailTemplates = strapi.db.query('api::messaging.email-template');
  await createMissing(emailTemplates, EMAIL_TEMPLATES.map(({ earlier: _earlier, ...template }) => template));
  await updateUnedited(emailTemplates, EMAIL_TEMPLATES);
  await createMissing(strapi.db.query('api::messaging.letter-template'), LETTER_TEMPLATES);

  await seedGuideSteps(strapi);
};
