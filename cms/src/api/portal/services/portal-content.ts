import type { Core } from '@strapi/strapi';
import { completionYears, filterYears, previousYear } from '@bursary/domain/cycle-years';
import type { PortalContent } from '@bursary/domain/api-types';
import { cached } from '../../../utils/cached';
import { fillPlaceholders } from '../../../utils/fill-placeholders';
import { renderMarkdown } from '../../../utils/render-markdown';

const SETTINGS = 'api::portal.portal-setting';
const TEXTS = 'api::portal.portal-text';
const GUIDE_STEPS = 'api::portal.guide-step';

type GuideImage = { url: string; width: number | null; height: number | null };

export const DEFAULT_SETTINGS = {
  cycle_year: 2025,
  applications_open: true,
  opening_date: null as string | null,
  closing_date: null as string | null,
  upload_max_bytes: 2097152,
  token_upload_max_bytes: 5097152,
  privacy_policy_url: '/privacy',
};

const TO_BE_ANNOUNCED = 'a date still to be announced';

export type PortalSettings = PortalContent['settings'];

const CACHE_MS = 30_000;

const formatDate = (isoDate: string | null) =>
  isoDate
    ? new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    : null;

/** A setting's date as the portal's texts and e-mails say it: "28 February 2025", or that it is still to be announced. */
export const displayedDate = (isoDate: string | null) => formatDate(isoDate) ?? TO_BE_ANNOUNCED;

const portalContent = ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = cached(CACHE_MS, async (): Promise<PortalSettings> => {
    const row = await strapi.db.query(SETTINGS).findOne({});
    const stored = { ...DEFAULT_SETTINGS, ...Object.fromEntries(Object.entries(row ?? {}).filter(([, value]) => value !== null)) };
    const cycleYear = Number(stored.cycle_year);
    return {
      cycle_year: cycleYear,
      applications_open: Boolean(stored.applications_open),
      opening_date: stored.opening_date,
      closing_date: stored.closing_date,
      upload_max_bytes: Number(stored.upload_max_bytes),
      token_upload_max_bytes: Number(stored.token_upload_max_bytes),
      privacy_policy_url: stored.privacy_policy_url,
      applicant_url: process.env.APPLICANT_URL || 'http://localhost:3000',
      admin_url: process.env.ADMIN_URL || 'http://localhost:3001',
      previous_year: previousYear(cycleYear),
      completion_years: completionYears(cycleYear),
      filter_years: filterYears(cycleYear),
    };
  });

  const content = cached(CACHE_MS, async (): Promise<PortalContent> => {
    const current = await settings.get();
    const values = {
      cycle_year: current.cycle_year,
      previous_year: current.previous_year,
      closing_date: displayedDate(current.closing_date),
      opening_date: displayedDate(current.opening_date),
      privacy_policy_url: current.privacy_policy_url ?? DEFAULT_SETTINGS.privacy_policy_url,
    };
    const [texts, steps] = await Promise.all([
      strapi.db.query(TEXTS).findMany({ select: ['key', 'title', 'body'] }),
      strapi.db.query(GUIDE_STEPS).findMany({ orderBy: { position: 'asc' }, populate: { image: { select: ['url', 'width', 'height'] } } }),
    ]);
    return {
      settings: current,
      texts: Object.fromEntries(
        texts.map((text: { key: string; title: string; body: string }) => [
          text.key,
          { title: fillPlaceholders(text.title, values), html: renderMarkdown(fillPlaceholders(text.body, values)) },
        ]),
      ) as PortalContent['texts'],
      guide_steps: steps.map((step: { position: number; caption: string; image?: GuideImage | null }) => {
        const caption = fillPlaceholders(step.caption, values);
        return {
          position: step.position,
          caption,
          image_url: step.image?.url ?? null,
          // Its size keeps the page from shifting while it loads; the caption is its text.
          image_width: step.image?.width ?? null,
          image_height: step.image?.height ?? null,
        };
      }),
    };
  });

  return {
    settings: () => settings.get(),
    content: () => content.get(),
    // The terms as an applicant accepts them, kept with their consent.
    async termsText() {
      const { texts } = await content.get();
      const terms = texts.terms_and_conditions;
      return terms ? `${terms.title}\n\n${terms.html}` : '';
    },
    // Called by the content types' lifecycles when an editor changes settings, texts or guide steps.
    forget() {
      settings.clear();
      content.clear();
    },
  };
};

export type PortalContentService = ReturnType<typeof portalContent>;
export default portalContent;
