import type { Core } from '@strapi/strapi';
import type { ReferenceLists } from '@bursary/domain/api-types';
import { cached } from '../../../utils/cached';

const OPTIONS = 'api::reference.reference-option';
const CACHE_MS = 30_000;

// The university whose students choose from the Islamic studies course list.
export const ISLAMIC_COLLEGE_GROUP = 'Islamic studies college';

type OptionRow = { list: string; name: string; group: string | null };

export type ListedChoice = Exclude<keyof ReferenceLists, 'islamic_college'>;

const referenceLists = ({ strapi }: { strapi: Core.Strapi }) => {
  const lists = cached(CACHE_MS, async (): Promise<ReferenceLists> => {
    const rows: OptionRow[] = await strapi.db.query(OPTIONS).findMany({
      where: { active: true },
      select: ['list', 'name', 'group'],
      orderBy: [{ list: 'asc' }, { position: 'asc' }, { name: 'asc' }],
    });
    const names = (list: string) => rows.filter((row) => row.list === list).map((row) => row.name);
    const universities = rows
      .filter((row) => row.list === 'university')
      .map((row) => ({ name: row.name, group: row.group ?? '' }));
    return {
      universities,
      courses: names('course'),
      islamic_courses: names('islamic_course'),
      islamic_college: universities.find((university) => university.group === ISLAMIC_COLLEGE_GROUP)?.name ?? '',
      countries: names('country'),
      languages: names('language'),
      provinces: names('province'),
      study_levels: names('study_level'),
      how_learned_sources: names('how_learned_source'),
      application_types: names('application_type'),
      races: names('race'),
      religions: names('religion'),
      employment_statuses: names('employment_status'),
      marital_statuses: names('marital_status'),
      reference_types: names('reference_type'),
    };
  });

  return {
    all: () => lists.get(),
    forget: () => lists.clear(),
    // The lists a form's select offers; a stored choice must be one of them.
    async optionsFor(list: ListedChoice): Promise<string[]> {
      const current = await lists.get();
      if (list === 'universities') return current.universities.map((university) => university.name);
      return current[list];
    },
  };
};

export type ReferenceListsService = ReturnType<typeof referenceLists>;
export default referenceLists;
