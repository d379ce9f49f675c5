import type { ApplicationStepKey } from './application-steps.js';
import type { ApplicationGridRow } from './back-office-api.js';
import type { SurveyValues } from './schemas/survey.js';

/** The steps whose answers are stored fields (documents are files, not fields). */
export type FieldStep = Exclude<ApplicationStepKey, 'documents'>;

/** How a stored value shows: as stored, in rand, or as the label of one of the option lists (field-display.ts). */
export type FieldFormat = 'text' | 'amount' | 'yesNo' | 'idType' | 'gender' | 'yearOfStudy' | 'durationOfStudy';

/**
 * Where a field shows: `review` is what the applicant reads (the review summary, the profile, the
 * .docx application form), `staff` the back office (its panels and grid, the exports, the checklist).
 */
export type FieldPlace = 'review' | 'staff';

type LabelKey<K> = K extends string ? (K extends Capitalize<K> ? K : never) : never;

/** The keys of the grid row that hold a field: the spec's labels, and the survey answers under their form names. */
export type GridFieldKey = LabelKey<keyof ApplicationGridRow> | keyof SurveyValues;

export type ApplicationField = {
  /** the stored column: the applicant's for the basic and social steps, else the application's */
  readonly name: string;
  /** the step that asks it, whose edit link (and the back office's update form) returns to it */
  readonly step: FieldStep;
  readonly label: string;
  /** text when not given */
  readonly format?: FieldFormat;
  /** the key the back office's grid row (ApplicationGridRow) carries it under */
  readonly gridKey?: GridFieldKey;
  /** where the back office words or shows it otherwise (back-office spec) */
  readonly staff?: { readonly label?: string; readonly format?: FieldFormat };
  /** asked only after some answers (married, Other, a yes or a no): the back office leaves it out when empty */
  readonly isConditional?: boolean;
  /** not an answer of the applicant's, so not on the review */
  readonly isStaffOnly?: boolean;
};

// Every field of an applicant and their application, each step's in the order the form asks them
// (which the review summary follows). The back office's panels and the grid put them in the order
// of the back-office spec (admin-web), by name.
const FIELDS = [
  { step: 'basic', name: 'first_name', label: 'First Name', gridKey: 'First Name' },
  { step: 'basic', name: 'last_name', label: 'Last Name', gridKey: 'Last Name' },
  { step: 'basic', name: 'email', label: 'Email', gridKey: 'Email' },
  { step: 'basic', name: 'alternative_email', label: 'Alternative Email', gridKey: 'Alternative Email' },
  { step: 'basic', name: 'cell_phone', label: 'Cell Phone', gridKey: 'Cell Phone' },
  { step: 'basic', name: 'alternative_phone', label: 'Alternative Phone', gridKey: 'Alternative Phone' },
  { step: 'basic', name: 'date_of_birth', label: 'Date of Birth', gridKey: 'Date of Birth' },
  { step: 'basic', name: 'country', label: 'Nationality', gridKey: 'Country of Birth', staff: { label: 'Country of Birth' } },
  { step: 'basic', name: 'id_type', label: 'ID Type', gridKey: 'ID Type', format: 'idType' },
  { step: 'basic', name: 'id_number', label: 'ID Number', gridKey: 'ID Number' },
  { step: 'basic', name: 'first_language', label: 'First Language', gridKey: 'First Language' },
  { step: 'basic', name: 'second_language', label: 'Second Language', gridKey: 'Second Language' },
  { step: 'basic', name: 'address', label: 'Address', gridKey: 'Address' },
  { step: 'basic', name: 'suburb', label: 'Suburb', gridKey: 'Suburb' },
  { step: 'basic', name: 'city', label: 'City', gridKey: 'City' },
  { step: 'basic', name: 'province', label: 'Province', gridKey: 'Province' },
  { step: 'basic', name: 'area_code', label: 'Area Code', gridKey: 'Area Code' },

  { step: 'social', name: 'employment_status', label: 'Employment Status', gridKey: 'Employment Status' },
  { step: 'social', name: 'gender', label: 'Gender', gridKey: 'Gender', format: 'gender' },
  { step: 'social', name: 'race', label: 'Race', gridKey: 'Race' },
  { step: 'social', name: 'religion', label: 'Religion', gridKey: 'Religion' },
  { step: 'social', name: 'number_of_siblings', label: 'Number of Siblings', gridKey: 'Number of Siblings' },
  { step: 'social', name: 'marital_status', label: 'Marital Status', gridKey: 'Marital Status' },
  { step: 'social', name: 'spouse_name', label: 'Spouse Name', gridKey: 'Spouse Name', isConditional: true },
  { step: 'social', name: 'spouse_contact', label: 'Spouse Contact Number', gridKey: 'Spouse Contact Number', isConditional: true },
  { step: 'social', name: 'spouse_employment', label: 'Spouse Employment Status', gridKey: 'Spouse Employment Status', isConditional: true },
  { step: 'social', name: 'relationship_with_reference', label: 'Relationship with Reference', gridKey: 'Relationship with Reference' },
  { step: 'social', name: 'reference_name', label: 'Reference Name', gridKey: 'Reference Name' },
  { step: 'social', name: 'reference_email', label: 'Reference Email', gridKey: 'Reference Email' },
  { step: 'social', name: 'reference_cell_phone', label: 'Reference Cell Phone', gridKey: 'Reference Cell Phone' },

  { step: 'university', name: 'application_year', label: 'Application Year', gridKey: 'Application Year', isStaffOnly: true },
  { step: 'university', name: 'application_type', label: 'Application Type', gridKey: 'Application Type' },
  // The grid row's University and Course are what the applicant typed under Other, else the one chosen (display-names.ts).
  { step: 'university', name: 'university', label: 'University', gridKey: 'University' },
  { step: 'university', name: 'uni', label: 'Other University', isConditional: true },
  { step: 'university', name: 'course', label: 'Course', gridKey: 'Course' },
  { step: 'university', name: 'cor', label: 'Other Course', isConditional: true },
  { step: 'university', name: 'unilevel', label: 'Study Level', gridKey: 'Study Level' },
  { step: 'university', name: 'year_of_study', label: 'Year of Study', gridKey: 'Year of Study', format: 'yearOfStudy', staff: { format: 'text' } },
  { step: 'university', name: 'student_number', label: 'Student Number', gridKey: 'Student Number' },
  { step: 'university', name: 'duration_of_study', label: 'Duration of Study', gridKey: 'Duration of Study', format: 'durationOfStudy', staff: { format: 'text' } },
  { step: 'university', name: 'completion_year', label: 'Completion Year', gridKey: 'Completion Year' },
  { step: 'university', name: 'amount_for_tuition', label: 'Required Amount for Tuition', gridKey: 'Required Amount for Tuition', format: 'amount' },
  { step: 'university', name: 'amount_for_books', label: 'Required Amount for Books', gridKey: 'Required Amount for Books', format: 'amount' },
  { step: 'university', name: 'amount_for_accommodation', label: 'Required Amount for Accommodation', gridKey: 'Required Amount for Accommodation', format: 'amount' },
  { step: 'university', name: 'amount_for_transport', label: 'Required Amount for Travelling', gridKey: 'Required Amount for Travelling', format: 'amount' },

  { step: 'income', name: 'father_monthly_salary', label: 'Father Monthly Salary', gridKey: 'Father Monthly Salary', format: 'amount' },
  { step: 'income', name: 'mother_monthly_salary', label: 'Mother Monthly Salary', gridKey: 'Mother Monthly Salary', format: 'amount' },
  { step: 'income', name: 'spouse_monthly_salary', label: 'Spouse Monthly Salary', gridKey: 'Spouse Monthly Salary', format: 'amount' },
  { step: 'income', name: 'own_monthly_salary', label: 'Own Monthly Salary', gridKey: 'Own Monthly Salary', format: 'amount' },
  { step: 'income', name: 'investments', label: 'Investments', gridKey: 'Investments', format: 'amount' },
  { step: 'income', name: 'other_income', label: 'Other Source of Income', gridKey: 'Other Source of Income', format: 'amount' },
  { step: 'income', name: 'total_income', label: 'Total Income', gridKey: 'Total Income', format: 'amount' },

  { step: 'expenses', name: 'rent_bond_expense', label: 'Rent and Bond', gridKey: 'Rent and Bond', format: 'amount' },
  { step: 'expenses', name: 'rates', label: 'Rates', gridKey: 'Rates', format: 'amount' },
  { step: 'expenses', name: 'water_electricity', label: 'Water and Electricity', gridKey: 'Water Electricity', format: 'amount', staff: { label: 'Water Electricity' } },
  { step: 'expenses', name: 'transport_petrol', label: 'Transport and Petrol', gridKey: 'Transport', format: 'amount', staff: { label: 'Transport' } },
  { step: 'expenses', name: 'telephone', label: 'Telephone and Internet', gridKey: 'Telephone', format: 'amount', staff: { label: 'Telephone' } },
  { step: 'expenses', name: 'medical_aid', label: 'Medical Aid', gridKey: 'Medical Aid', format: 'amount' },
  { step: 'expenses', name: 'insurance', label: 'Insurance', gridKey: 'Insurance', format: 'amount' },
  { step: 'expenses', name: 'grocery_milk_bread', label: 'Groceries', gridKey: 'Groceries', format: 'amount' },
  { step: 'expenses', name: 'other_expense', label: 'Other Expense', gridKey: 'Other Expense', format: 'amount' },
  { step: 'expenses', name: 'total_expense', label: 'Total Expense', gridKey: 'Total Expense', format: 'amount' },

  { step: 'survey', name: 'the_course_you_wish_to_study', label: 'The course you wish to study', gridKey: 'the_course_you_wish' },
  { step: 'survey', name: 'academic_achievements', label: 'Best academic achievements', gridKey: 'academic_achievements' },
  { step: 'survey', name: 'community_involvement', label: 'Community involvement', gridKey: 'community_involvement' },
  { step: 'survey', name: 'tell_us', label: 'Why you should receive the bursary', gridKey: 'tell_us' },
  { step: 'survey', name: 'parents_assisted_by_provider', label: 'Parents assisted by the Fund', gridKey: 'parents_assisted_by_provider', format: 'yesNo' },
  { step: 'survey', name: 'parents_assisted_by_provider_specify', label: "Parent's name", gridKey: 'parents_assisted_by_provider_specify', isConditional: true },
  { step: 'survey', name: 'assisted_by_vocational_programme', label: 'Completed the vocational training programme', gridKey: 'assisted_by_vocational_programme', format: 'yesNo' },
  { step: 'survey', name: 'assisted_by_vocational_programme_specify', label: 'Vocational course and year', gridKey: 'assisted_by_vocational_programme_specify', isConditional: true },
  { step: 'survey', name: 'mentor_participation', label: 'Mentoring programme', gridKey: 'mentor_participation', format: 'yesNo' },
  { step: 'survey', name: 'volunteer_participation', label: 'Volunteering', gridKey: 'volunteer_participation', format: 'yesNo' },
  { step: 'survey', name: 'seminars_participation', label: 'Seminars and workshops', gridKey: 'seminars_participation', format: 'yesNo' },
  { step: 'survey', name: 'tutor_participation', label: 'Becoming a tutor', gridKey: 'tutor_participation', format: 'yesNo' },
  { step: 'survey', name: 'how_did_you_learn', label: 'How you learned of the programme', gridKey: 'how_did_you_learn', staff: { label: 'How they learned of the programme' } },
  { step: 'survey', name: 'how_did_you_learn_specify', label: 'How you learned (other)', gridKey: 'how_did_you_learn_specify', staff: { label: 'How they learned (other)' }, isConditional: true },
  { step: 'survey', name: 'was_the_application_form_easy', label: 'Was the form easy to access', gridKey: 'was_the_application_form_easy', format: 'yesNo' },
  { step: 'survey', name: 'was_the_application_easy_specify', label: 'Why the form was not easy to access', gridKey: 'was_the_application_easy_specify', isConditional: true },
  { step: 'survey', name: 'opening_date', label: 'Opening date suitable', gridKey: 'opening_date', format: 'yesNo' },
  { step: 'survey', name: 'opening_date_explain', label: 'Why the opening date was not suitable', gridKey: 'opening_date_explain', isConditional: true },
  { step: 'survey', name: 'closing_date', label: 'Closing date suitable', gridKey: 'closing_date', format: 'yesNo' },
  { step: 'survey', name: 'closing_date_explain', label: 'Why the closing date was not suitable', gridKey: 'closing_date_explain', isConditional: true },
  { step: 'survey', name: 'instructions_clear', label: 'Instructions clear', gridKey: 'instructions_clear', format: 'yesNo' },
  { step: 'survey', name: 'instructions_clear_explain', label: 'What was unclear', gridKey: 'instructions_clear_explain', isConditional: true },
] as const satisfies readonly ApplicationField[];

type Listed = (typeof FIELDS)[number];
type InGrid = Extract<Listed, { gridKey: string }>;

export type ApplicationFieldName = Listed['name'];
/** The fields the grid row carries. */
export type GridFieldName = InGrid['name'];
export type GridField = ApplicationField & { readonly name: GridFieldName; readonly gridKey: GridFieldKey };
/** The grid keys the table names (every GridFieldKey, the table's test checks). */
export type ListedGridKey = InGrid['gridKey'];

export const APPLICATION_FIELDS: readonly ApplicationField[] = FIELDS;

const BY_NAME = new Map<string, ApplicationField>(FIELDS.map((field) => [field.name, field]));

export const applicationField = (name: ApplicationFieldName): ApplicationField => BY_NAME.get(name)!;

export const gridField = (name: GridFieldName) => BY_NAME.get(name) as GridField;

/** Every field the grid row carries, in the table's order. */
export const GRID_FIELDS: readonly GridField[] = FIELDS.filter((field): field is InGrid => 'gridKey' in field);

/** Where a field is stored. */
export const storedOn = (field: ApplicationField): 'applicant' | 'application' =>
  field.step === 'basic' || field.step === 'social' ? 'applicant' : 'application';

/**
 * The fields the grid shows as columns, and the checklist export after the application number, in
 * the back-office spec's order (§ the home grid): the names, then the details.
 */
export const GRID_NAME_FIELDS: readonly GridFieldName[] = ['first_name', 'last_name'];
export const GRID_DETAIL_FIELDS: readonly GridFieldName[] = [
  'email', 'university', 'course', 'unilevel', 'application_year', 'application_type', 'gender', 'race', 'religion', 'country',
  'total_income', 'total_expense', 'student_number', 'cell_phone', 'alternative_phone', 'year_of_study', 'amount_for_tuition',
  'amount_for_books', 'amount_for_accommodation',
];

/** The grid's column fields in that order, names then details: the checklist export's. */
export const GRID_COLUMN_FIELDS: readonly GridField[] = [...GRID_NAME_FIELDS, ...GRID_DETAIL_FIELDS].map(gridField);
