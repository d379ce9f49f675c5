import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { GUIDE_STEPS, type GuideScreen } from './data/guide-steps';

const STEPS = 'api::portal.guide-step';

type Screenshot = { file: string; width: number; height: number };
type StepRow = { id: number; position: number; caption: string; image?: { id: number } | null };

// The first screenshots, made from the real screens by `npm run guide-screens`
// (e2e/guide-screens/): one WebP per screen and their sizes.
const SCREENS_DIR = (strapi: Core.Strapi) => path.join(strapi.dirs.app.root, 'src', 'seed', 'guide-screens');

const readScreens = (strapi: Core.Strapi): Partial<Record<GuideScreen, Screenshot>> => {
  const manifest = path.join(SCREENS_DIR(strapi), 'screens.json');
  return fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')) : {};
};

// A media-library file of the screenshot, linked to the step: editors replace it there. Its stored
// name comes from its content, so every database seeded from this checkout shares one file. Stored
// by the media library's provider, where editors' uploads go (public/uploads, or the media bucket).
const attachScreenshot = async (strapi: Core.Strapi, step: StepRow, screen: GuideScreen, shot: Screenshot) => {
  const bytes = fs.readFileSync(path.join(SCREENS_DIR(strapi), shot.file));
  const hash = `guide_${screen}_${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10)}`;
  const file = { hash, ext: '.webp', mime: 'image/webp', buffer: bytes, url: '' };
  await strapi.plugin('upload').provider.upload(file);
  // As the upload service stores a file once its provider has it (its `add`, not exposed).
  await strapi.db.query('plugin::upload.file').create({
    data: {
      name: `how-to-apply-${step.position}-${screen}.webp`,
      alternativeText: step.caption,
      caption: step.caption,
      width: shot.width,
      height: shot.height,
      hash,
      ext: '.webp',
      mime: 'image/webp',
      size: Math.round(bytes.length / 10) / 100,
      url: file.url,
      provider: strapi.config.get<{ provider: string }>('plugin::upload').provider,
      folderPath: '/',
      related: [{ id: step.id, __type: STEPS, __pivot: { field: 'image' } }],
    },
  });
};

// The guide as first written, on a database that has none; on one that has, only what editors left
// as it was: steps still in the old order get the wizard's order, and a step still without an image
// gets its screenshot. A step an editor rewrote, or gave an image, is theirs.
export const seedGuideSteps = async (strapi: Core.Strapi) => {
  const steps = strapi.db.query(STEPS);
  if ((await steps.count()) === 0) {
    for (const { screen: _screen, ...step } of GUIDE_STEPS) await steps.create({ data: step });
  }

  const rows: StepRow[] = await steps.findMany({ select: ['id', 'position', 'caption'], populate: { image: { select: ['id'] } } });
  const seeded = new Map(GUIDE_STEPS.map((step) => [step.caption, step]));
  const isAsWritten = rows.length === GUIDE_STEPS.length && rows.every((row) => seeded.has(row.caption));
  const screens = readScreens(strapi);

  for (const row of rows) {
    const step = seeded.get(row.caption);
    if (!step) continue;
    if (isAsWritten && row.position !== step.position) {
      await steps.update({ where: { id: row.id }, data: { position: step.position } });
      row.position = step.position;
    }
    const shot = screens[step.screen];
    if (!row.image && shot) await attachScreenshot(strapi, row, step.screen, shot);
  }
};
