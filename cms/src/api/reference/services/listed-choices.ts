import type { Core } from '@strapi/strapi';
import { badRequest } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import type { ListedChoice } from './reference-lists';

// A select's answer must be one of the options the form offered (editors keep the lists); the
// message is the field's own "Select ..." message, as if nothing had been chosen.
export type ChoiceRule = { field: string; list: ListedChoice; message: string };

export const BASIC_INFO_CHOICES: ChoiceRule[] = [
  { field: 'country', list: 'countries', message: 'Select nationality' },
  { field: 'first_language', list: 'languages', message: 'Select first language' },
  { field: 'second_language', list: 'languages', message: 'Select second language' },
  { field: 'province', list: 'provinces', message: 'Select province' },
];

export const SOCIAL_INFO_CHOICES: ChoiceRule[] = [
  { field: 'employment_status', list: 'employment_statuses', message: 'Select employment status' },
  { field: 'race', list: 'races', message: 'Select race' },
  { field: 'religion', list: 'religions', message: 'Select religion' },
  { field: 'marital_status', list: 'marital_statuses', message: 'Select marital status' },
  { field: 'spouse_employment', list: 'employment_statuses', message: 'Select spouse employment status' },
  { field: 'reference_relationship', list: 'reference_types', message: 'Select reference type' },
];

export const UNIVERSITY_CHOICES: ChoiceRule[] = [
  { field: 'application_type', list: 'application_types', message: 'Select application type' },
  { field: 'university', list: 'universities', message: 'Select university' },
  { field: 'unilevel', list: 'study_levels', message: 'Enter study level' },
];

export const SURVEY_CHOICES: ChoiceRule[] = [
  { field: 'how_did_you_learn', list: 'how_learned_sources', message: 'Select how you learned of the programme' },
];

const listedChoices = ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  async assertListed(values: Record<string, unknown>, rules: ChoiceRule[]) {
    const lists = getService('reference.reference-lists');
    for (const rule of rules) {
      const value = values[rule.field];
      if (value === undefined || value === null || value === '') continue;
      if (!(await lists.optionsFor(rule.list)).includes(String(value))) throw badRequest(rule.message);
    }
  },

  // The course list depends on the university: one Islamic studies college has its own four courses.
  async assertCourseListed(university: string, course: string) {
    const { islamic_college: islamicCollege, courses, islamic_courses: islamicCourses } =
      await getService('reference.reference-lists').all();
    const offered = university === islamicCollege ? islamicCourses : courses;
    if (!offered.includes(course)) throw badRequest('Select course');
  },
});

export type ListedChoicesService = ReturnType<typeof listedChoices>;
export default listedChoices;
