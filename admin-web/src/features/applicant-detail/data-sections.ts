import type { ApplicationGridRow } from '@bursary/domain/back-office-api';
import { ID_TYPES } from '@bursary/domain/options/id-types';
import { YES_NO } from '@bursary/domain/options/yes-no';
import type { DetailsItem } from '@bursary/web-ui/components/details-list';
import { formatRand } from '@bursary/domain/rand-amount';
import { genderLabel } from '@/lib/format';

type Row = ApplicationGridRow;
type Key = keyof Row;
type Format = 'text' | 'amount' | 'yesNo' | 'gender' | 'idType';

/** One labelled value; conditional answers (an "explain why") are left out when empty. */
type Field = { label: string; key: Key; format?: Format; isConditional?: boolean };

export type DataSection = {
  title: string;
  /** Where the update-on-behalf form starts for this section (back-office spec §2). */
  stage: { step: number; substep: number };
  fields: Field[];
};

export const NOT_GIVEN = 'Not given';

const labelOf = (options: readonly { value: number; label: string }[], value: unknown) =>
  options.find((option) => option.value === Number(value))?.label ?? String(value);

const display = (value: unknown, format: Format = 'text') => {
  if (value === null || value === undefined || value === '') return NOT_GIVEN;
  if (format === 'amount') return formatRand(Number(value));
  if (format === 'yesNo') return labelOf(YES_NO, value);
  if (format === 'gender') return genderLabel(value);
  if (format === 'idType') return labelOf(ID_TYPES, value);
  return String(value);
};

const UNIVERSITY_STAGE = { step: 2, substep: 0 };
const SURVEY_STAGE = { step: 2, substep: 3 };

// The home screen's data panels in the spec's order, and the documents view's accordions.
export const DATA_SECTIONS: readonly DataSection[] = [
  {
    title: 'Basic Information',
    stage: { step: 0, substep: 0 },
    fields: [
      { label: 'First Name', key: 'First Name' },
      { label: 'Last Name', key: 'Last Name' },
      { label: 'Email', key: 'Email' },
      { label: 'Alternative Email', key: 'Alternative Email' },
      { label: 'Cell Phone', key: 'Cell Phone' },
      { label: 'Alternative Phone', key: 'Alternative Phone' },
      { label: 'Date of Birth', key: 'Date of Birth' },
      { label: 'Country of Birth', key: 'Country of Birth' },
      { label: 'ID Type', key: 'ID Type', format: 'idType' },
      { label: 'ID Number', key: 'ID Number' },
      { label: 'First Language', key: 'First Language' },
      { label: 'Second Language', key: 'Second Language' },
      { label: 'Address', key: 'Address' },
      { label: 'Suburb', key: 'Suburb' },
      { label: 'City', key: 'City' },
      { label: 'Province', key: 'Province' },
      { label: 'Area Code', key: 'Area Code' },
    ],
  },
  {
    title: 'Social Information',
    stage: { step: 1, substep: 0 },
    fields: [
      { label: 'Employment Status', key: 'Employment Status' },
      { label: 'Gender', key: 'Gender', format: 'gender' },
      { label: 'Race', key: 'Race' },
      { label: 'Religion', key: 'Religion' },
      { label: 'Number of Siblings', key: 'Number of Siblings' },
      { label: 'Marital Status', key: 'Marital Status' },
      { label: 'Spouse Name', key: 'Spouse Name', isConditional: true },
      { label: 'Spouse Contact Number', key: 'Spouse Contact Number', isConditional: true },
      { label: 'Spouse Employment Status', key: 'Spouse Employment Status', isConditional: true },
      { label: 'Relationship with Reference', key: 'Relationship with Reference' },
      { label: 'Reference Name', key: 'Reference Name' },
      { label: 'Reference Email', key: 'Reference Email' },
      { label: 'Reference Cell Phone', key: 'Reference Cell Phone' },
    ],
  },
  {
    title: 'University',
    stage: UNIVERSITY_STAGE,
    fields: [
      { label: 'Application Type', key: 'Application Type' },
      { label: 'Application Year', key: 'Application Year' },
      { label: 'University', key: 'University' },
      { label: 'Course', key: 'Course' },
      { label: 'Study Level', key: 'Study Level' },
      { label: 'Student Number', key: 'Student Number' },
      { label: 'Year of Study', key: 'Year of Study' },
      { label: 'Duration of Study', key: 'Duration of Study' },
      { label: 'Completion Year', key: 'Completion Year' },
      { label: 'Required Amount for Tuition', key: 'Required Amount for Tuition', format: 'amount' },
      { label: 'Required Amount for Books', key: 'Required Amount for Books', format: 'amount' },
      { label: 'Required Amount for Accommodation', key: 'Required Amount for Accommodation', format: 'amount' },
      { label: 'Required Amount for Travelling', key: 'Required Amount for Travelling', format: 'amount' },
    ],
  },
  {
    title: 'Income',
    stage: { step: 2, substep: 1 },
    fields: [
      { label: 'Father Monthly Salary', key: 'Father Monthly Salary', format: 'amount' },
      { label: 'Mother Monthly Salary', key: 'Mother Monthly Salary', format: 'amount' },
      { label: 'Spouse Monthly Salary', key: 'Spouse Monthly Salary', format: 'amount' },
      { label: 'Own Monthly Salary', key: 'Own Monthly Salary', format: 'amount' },
      { label: 'Investments', key: 'Investments', format: 'amount' },
      { label: 'Other Source of Income', key: 'Other Source of Income', format: 'amount' },
      { label: 'Total Income', key: 'Total Income', format: 'amount' },
    ],
  },
  {
    title: 'Expenses',
    stage: { step: 2, substep: 2 },
    fields: [
      { label: 'Rent and Bond', key: 'Rent and Bond', format: 'amount' },
      { label: 'Rates', key: 'Rates', format: 'amount' },
      { label: 'Water Electricity', key: 'Water Electricity', format: 'amount' },
      { label: 'Groceries', key: 'Groceries', format: 'amount' },
      { label: 'Transport', key: 'Transport', format: 'amount' },
      { label: 'Telephone', key: 'Telephone', format: 'amount' },
      { label: 'Medical Aid', key: 'Medical Aid', format: 'amount' },
      { label: 'Insurance', key: 'Insurance', format: 'amount' },
      { label: 'Other Expense', key: 'Other Expense', format: 'amount' },
      { label: 'Total Expense', key: 'Total Expense', format: 'amount' },
    ],
  },
  {
    title: 'Survey1',
    stage: SURVEY_STAGE,
    fields: [
      { label: 'The course you wish to study', key: 'the_course_you_wish' },
      { label: 'Best academic achievements', key: 'academic_achievements' },
      { label: 'Community involvement', key: 'community_involvement' },
      { label: 'Why you should receive the bursary', key: 'tell_us' },
    ],
  },
  {
    title: 'Survey2',
    stage: SURVEY_STAGE,
    fields: [
      { label: 'Parents assisted by the Fund', key: 'parents_assisted_by_provider', format: 'yesNo' },
      { label: "Parent's name", key: 'parents_assisted_by_provider_specify', isConditional: true },
      { label: 'Completed the vocational training programme', key: 'assisted_by_vocational_programme', format: 'yesNo' },
      { label: 'Vocational course and year', key: 'assisted_by_vocational_programme_specify', isConditional: true },
      { label: 'Mentoring programme', key: 'mentor_participation', format: 'yesNo' },
      { label: 'Volunteering', key: 'volunteer_participation', format: 'yesNo' },
      { label: 'Seminars and workshops', key: 'seminars_participation', format: 'yesNo' },
      { label: 'Becoming a tutor', key: 'tutor_participation', format: 'yesNo' },
      { label: 'How they learned of the programme', key: 'how_did_you_learn' },
      { label: 'How they learned (other)', key: 'how_did_you_learn_specify', isConditional: true },
      { label: 'Was the form easy to access', key: 'was_the_application_form_easy', format: 'yesNo' },
      { label: 'Why the form was not easy to access', key: 'was_the_application_easy_specify', isConditional: true },
      { label: 'Opening date suitable', key: 'opening_date', format: 'yesNo' },
      { label: 'Why the opening date was not suitable', key: 'opening_date_explain', isConditional: true },
      { label: 'Closing date suitable', key: 'closing_date', format: 'yesNo' },
      { label: 'Why the closing date was not suitable', key: 'closing_date_explain', isConditional: true },
      { label: 'Instructions clear', key: 'instructions_clear', format: 'yesNo' },
      { label: 'What was unclear', key: 'instructions_clear_explain', isConditional: true },
    ],
  },
];

export function sectionItems(section: DataSection, row: Row): DetailsItem[] {
  return section.fields
    .map(({ label, key, format, isConditional }) => ({ label, value: display(row[key], format), isConditional }))
    .filter(({ value, isConditional }) => !(isConditional && value === NOT_GIVEN))
    .map(({ label, value }) => ({ label, value }));
}

/** /updateapplicant opened at a section's stage. */
export const updatePath = (applicationId: number, { step, substep }: DataSection['stage']) =>
  `/updateapplicant?application_id=${applicationId}&step=${step}&substep=${substep}`;
