import { DURATIONS_OF_STUDY } from './options/durations-of-study.js';
import { GENDERS } from './options/genders.js';
import { ID_TYPES } from './options/id-types.js';
import { YEARS_OF_STUDY } from './options/years-of-study.js';
import { formatRand } from './rand-amount.js';
import { EXPENSE_FIELDS, INCOME_FIELDS } from './totals.js';

// The review page's labelled groups (and the back office's applicant panels): which stored field
// is shown under which label, in which group, and which wizard step its edit icon returns to.
export type SummaryStep = 'basic' | 'social' | 'university' | 'income' | 'expenses' | 'survey';
export type SummaryGroup = { title: string; step: SummaryStep; items: { label: string; value: string }[] };

type Field = readonly [label: string, key: string];

const SUMMARY_GROUPS: readonly { title: string; step: SummaryStep; fields: readonly Field[] }[] = [
  {
    title: 'Basic Information',
    step: 'basic',
    fields: [
      ['First Name', 'first_name'],
      ['Last Name', 'last_name'],
      ['Email', 'email'],
      ['Alternative Email', 'alternative_email'],
      ['Cell Phone', 'cell_phone'],
      ['Alternative Phone', 'alternative_phone'],
      ['Date of Birth', 'date_of_birth'],
      ['Nationality', 'country'],
      ['ID Type', 'id_type'],
      ['ID Number', 'id_number'],
      ['First Language', 'first_language'],
      ['Second Language', 'second_language'],
      ['Address', 'address'],
      ['Suburb', 'suburb'],
      ['City', 'city'],
      ['Province', 'province'],
      ['Area Code', 'area_code'],
    ],
  },
  {
    title: 'Social Information',
    step: 'social',
    fields: [
      ['Employment Status', 'employment_status'],
      ['Gender', 'gender'],
      ['Race', 'race'],
      ['Religion', 'religion'],
      ['Number of Siblings', 'number_of_siblings'],
      ['Marital Status', 'marital_status'],
      ['Spouse Name', 'spouse_name'],
      ['Spouse Contact Number', 'spouse_contact'],
      ['Spouse Employment Status', 'spouse_employment'],
      ['Relationship with Reference', 'relationship_with_reference'],
      ['Reference Name', 'reference_name'],
      ['Reference Email', 'reference_email'],
      ['Reference Cell Phone', 'reference_cell_phone'],
    ],
  },
  {
    title: 'University',
    step: 'university',
    fields: [
      ['Application Type', 'application_type'],
      ['University', 'university'],
      ['Other University', 'uni'],
      ['Course', 'course'],
      ['Other Course', 'cor'],
      ['Study Level', 'unilevel'],
      ['Year of Study', 'year_of_study'],
      ['Student Number', 'student_number'],
      ['Duration of Study', 'duration_of_study'],
      ['Completion Year', 'completion_year'],
      ['Required Amount for Tuition', 'amount_for_tuition'],
      ['Required Amount for Books', 'amount_for_books'],
      ['Required Amount for Accommodation', 'amount_for_accommodation'],
      ['Required Amount for Travelling', 'amount_for_transport'],
    ],
  },
  {
    title: 'Income',
    step: 'income',
    fields: [
      ['Father Monthly Salary', 'father_monthly_salary'],
      ['Mother Monthly Salary', 'mother_monthly_salary'],
      ['Spouse Monthly Salary', 'spouse_monthly_salary'],
      ['Own Monthly Salary', 'own_monthly_salary'],
      ['Investments', 'investments'],
      ['Other Source of Income', 'other_income'],
      ['Total Income', 'total_income'],
    ],
  },
  {
    title: 'Expenses',
    step: 'expenses',
    fields: [
      ['Rent and Bond', 'rent_bond_expense'],
      ['Rates', 'rates'],
      ['Water and Electricity', 'water_electricity'],
      ['Transport and Petrol', 'transport_petrol'],
      ['Telephone and Internet', 'telephone'],
      ['Medical Aid', 'medical_aid'],
      ['Insurance', 'insurance'],
      ['Groceries', 'grocery_milk_bread'],
      ['Other Expense', 'other_expense'],
      ['Total Expense', 'total_expense'],
    ],
  },
  {
    title: 'Survey',
    step: 'survey',
    fields: [
      ['The course you wish to study', 'the_course_you_wish_to_study'],
      ['Best academic achievements', 'academic_achievements'],
      ['Community involvement', 'community_involvement'],
      ['Why you should receive the bursary', 'tell_us'],
      ['Parents assisted by the Fund', 'parents_assisted_by_provider'],
      ["Parent's name", 'parents_assisted_by_provider_specify'],
      ['Completed the vocational training programme', 'assisted_by_vocational_programme'],
      ['Vocational course and year', 'assisted_by_vocational_programme_specify'],
      ['Mentoring programme', 'mentor_participation'],
      ['Volunteering', 'volunteer_participation'],
      ['Seminars and workshops', 'seminars_participation'],
      ['Becoming a tutor', 'tutor_participation'],
      ['How you learned of the programme', 'how_did_you_learn'],
      ['How you learned (other)', 'how_did_you_learn_specify'],
      ['Was the form easy to access', 'was_the_application_form_easy'],
      ['Why the form was not easy to access', 'was_the_application_easy_specify'],
      ['Opening date suitable', 'opening_date'],
      ['Why the opening date was not suitable', 'opening_date_explain'],
      ['Closing date suitable', 'closing_date'],
      ['Why the closing date was not suitable', 'closing_date_explain'],
      ['Instructions clear', 'instructions_clear'],
      ['What was unclear', 'instructions_clear_explain'],
    ],
  },
];

const YES_NO_FIELDS = new Set([
  'parents_assisted_by_provider',
  'assisted_by_vocational_programme',
  'mentor_participation',
  'volunteer_participation',
  'seminars_participation',
  'tutor_participation',
  'was_the_application_form_easy',
  'opening_date',
  'closing_date',
  'instructions_clear',
]);

const AMOUNT_FIELDS = new Set<string>([
  'amount_for_tuition',
  'amount_for_books',
  'amount_for_accommodation',
  'amount_for_transport',
  ...INCOME_FIELDS,
  'total_income',
  ...EXPENSE_FIELDS,
  'total_expense',
]);

const labelOf = (options: readonly { value: number; label: string }[], value: unknown) =>
  options.find((option) => option.value === Number(value))?.label ?? '';

const display = (key: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  if (key === 'id_type') return labelOf(ID_TYPES, value);
  if (key === 'gender') return labelOf(GENDERS, value);
  if (key === 'year_of_study') return labelOf(YEARS_OF_STUDY, value);
  if (key === 'duration_of_study') return labelOf(DURATIONS_OF_STUDY, value);
  if (AMOUNT_FIELDS.has(key)) return formatRand(Number(value));
  if (YES_NO_FIELDS.has(key)) return Number(value) === 1 ? 'Yes' : 'No';
  return String(value);
};

// The labelled groups for one applicant and application; empty optional answers are left out.
export function summaryGroups(record: Readonly<Record<string, unknown>>): SummaryGroup[] {
  return SUMMARY_GROUPS.map(({ title, step, fields }) => ({
    title,
    step,
    items: fields
      .map(([label, key]) => ({ label, value: display(key, record[key]) }))
      .filter((item) => item.value !== ''),
  }));
}
