import type { Core } from '@strapi/strapi';
import { ACCEPT_DECLINE } from '@bursary/domain/constants';
import { LETTER_TEMPLATES, type LetterTemplate } from '../../../seed/data/letter-templates';
import { conflict, notFound } from '../../../utils/api-error';
import { fillPlaceholders } from '../../../utils/fill-placeholders';
import { getService } from '../../../utils/get-service';
import { displayCourse, displayUniversity } from '@bursary/domain/display-names';
import { letterApplicant, letterApplication, type LetterApplicant, type LetterApplication } from '../../../db/letters';

export type LetterKind = LetterTemplate['key'];

/** who asks: an applicant reads "Your application", staff "This applicant's application" */
export type LetterReader = 'applicant' | 'staff';

export type Letter = { filename: string; pdf: Buffer };

export const APPLICANT_NOT_FOUND = 'Applicant not found.';

const TEMPLATES = 'api::messaging.letter-template';

const LETTER_NAMES: Record<LetterKind, string> = {
  congratulations: 'Congratulations letter',
  pledge: 'Pledge letter',
  consent: 'Consent form',
  decline: 'Decline letter',
};

const today = () =>
  new Date().toLocaleDateString('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' });

const postalAddress = (applicant: LetterApplicant) => {
  if (!applicant.address?.trim()) return [];
  const cityLine = [applicant.city, applicant.area_code].map((part) => part?.trim()).filter(Boolean).join(' ');
  return [...applicant.address.split(/\r?\n/), applicant.suburb ?? '', cityLine, applicant.province ?? '']
    .map((line) => line.trim())
    .filter(Boolean);
};

// A file name any system accepts: no path separators, quotes or control characters.
const safeFilename = (name: string) => name.replace(/[\p{Cc}"\\/:*?<>|]+/gu, ' ').replace(/\s+/g, ' ').trim();

const outcomeProblem = (kind: LetterKind, application: LetterApplication, whose: string) => {
  const wanted = kind === 'decline' ? ACCEPT_DECLINE.DECLINED : ACCEPT_DECLINE.ACCEPTED;
  const outcome = Number(application.accept_decline ?? ACCEPT_DECLINE.PENDING);
  if (outcome === wanted) return null;
  const letter = LETTER_NAMES[kind].toLowerCase();
  if (outcome === ACCEPT_DECLINE.ACCEPTED) return `${whose} has been selected, so there is no ${letter}.`;
  if (outcome === ACCEPT_DECLINE.DECLINED) return `${whose} has not been selected, so there is no ${letter}.`;
  if (!application.submitted) return `${whose} has not been submitted, so there is no ${letter}.`;
  return `${whose} has no outcome yet, so there is no ${letter}.`;
};

const letters = ({ strapi }: { strapi: Core.Strapi }) => {
  const template = async (kind: LetterKind): Promise<LetterTemplate> => {
    const stored = await strapi.db.query(TEMPLATES).findOne({ where: { key: kind }, select: ['title', 'body'] });
    // Seeding restores a deleted template at the next start; until then its default text stands in.
    return stored ?? LETTER_TEMPLATES.find((entry) => entry.key === kind)!;
  };

  return {
    // The letter of the applicant's application for the cycle year, when its outcome calls for it.
    // The caller has already checked that the reader may see this applicant.
    async build(kind: LetterKind, applicantId: number, reader: LetterReader): Promise<Letter> {
      const { cycle_year: cycleYear } = await getService('portal.portal-content').settings();
      const applicant = await letterApplicant(applicantId);
      if (!applicant) throw notFound(APPLICANT_NOT_FOUND);

      const letterName = LETTER_NAMES[kind].toLowerCase();
      const application = await letterApplication(applicantId, cycleYear);
      if (!application) {
        throw notFound(
          reader === 'staff'
            ? `This applicant has no application for ${cycleYear}, so there is no ${letterName}.`
            : `You have no application for ${cycleYear}, so there is no ${letterName}.`,
        );
      }
      const whose = `${reader === 'staff' ? "This applicant's application" : 'Your application'} for ${cycleYear}`;
      const problem = outcomeProblem(kind, application, whose);
      if (problem) throw conflict(problem);

      const { title, body } = await template(kind);
      const date = today();
      const values = {
        first_name: applicant.first_name,
        last_name: applicant.last_name,
        id_number: applicant.id_number ?? '',
        university: displayUniversity(application) ?? '',
        course: displayCourse(application) ?? '',
        cycle_year: cycleYear,
        date,
      };
      const name = `${applicant.first_name} ${applicant.last_name}`.trim();
      const pdf = await getService('letters.letter-pdf').render({
        title: fillPlaceholders(title, values),
        body: fillPlaceholders(body, values),
        date,
        isDateInBody: /\{\{\s*date\s*\}\}/i.test(body),
        recipient: { name, address: postalAddress(applicant) },
      });
      return { filename: `${safeFilename(`${LETTER_NAMES[kind]} - ${name}`)}.pdf`, pdf };
    },
  };
};

export type LettersService = ReturnType<typeof letters>;
export default letters;
