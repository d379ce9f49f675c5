import { number, object, type InferType } from 'yup';
import { OTHER_COURSE, OTHER_UNIVERSITY } from '../constants.js';
import { completionYears } from '../cycle-years.js';
import { DURATION_OF_STUDY_VALUES } from '../options/durations-of-study.js';
import { YEAR_OF_STUDY_VALUES } from '../options/years-of-study.js';
import { optionalText, requiredAmount, requiredChoice, requiredText } from './fields.js';

/** The cycle year (e.g. 2025) whose completion years (2025-2029) the completion year must be one of. */
export type UniversityContext = {
  cycleYear?: number;
};

const COMPLETION_YEAR_MESSAGE = 'Enter compeletion year';

export const universitySchema = object({
  application_type: requiredText('Select application type'),
  university: requiredText('Select university'),
  uni: optionalText().when('university', {
    is: OTHER_UNIVERSITY,
    then: (schema) => schema.required('Specify university'),
  }),
  course: requiredText('Select course'),
  cor: optionalText().when('course', {
    is: OTHER_COURSE,
    then: (schema) => schema.required('Specify course'),
  }),
  unilevel: requiredText('Enter study level'),
  year_of_study: requiredChoice(YEAR_OF_STUDY_VALUES, 'Enter year of study'),
  student_number: optionalText(),
  duration_of_study: requiredChoice(DURATION_OF_STUDY_VALUES, 'Enter course duration'),
  completion_year: number()
    .typeError(COMPLETION_YEAR_MESSAGE)
    .required(COMPLETION_YEAR_MESSAGE)
    .integer(COMPLETION_YEAR_MESSAGE)
    .test('within-cycle', COMPLETION_YEAR_MESSAGE, function withinCycle(year) {
      const cycleYear = (this.options.context as UniversityContext | undefined)?.cycleYear;
      if (cycleYear === undefined) return true;
      return completionYears(cycleYear).includes(year);
    }),
  amount_for_tuition: requiredAmount('Enter amount for tuition fee'),
  amount_for_books: requiredAmount('Enter amount for books'),
  amount_for_accommodation: requiredAmount('Enter amount for accommodation'),
  amount_for_transport: requiredAmount('Enter amount for travelling'),
}).noUnknown();

export type UniversityValues = InferType<typeof universitySchema>;
