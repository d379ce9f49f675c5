import { gridField, type GridFieldName } from '@bursary/domain/application-fields';
import { stepTitle } from '@bursary/domain/application-steps';
import type { ApplicationGridRow } from '@bursary/domain/back-office-api';
import { fieldLabel, fieldText } from '@bursary/domain/field-display';
import type { DetailsItem } from '@bursary/web-ui/components/details-list';

export type DataSection = {
  title: string;
  /** Where the update-on-behalf form starts for this section (back-office spec §2). */
  stage: { step: number; substep: number };
  /** the fields it shows, in the back-office spec's order (labels and formats: domain application-fields) */
  fields: readonly GridFieldName[];
};

export const NOT_GIVEN = 'Not given';

const UNIVERSITY_STAGE = { step: 2, substep: 0 };
const SURVEY_STAGE = { step: 2, substep: 3 };

// The home screen's data panels in the spec's order, and the documents view's accordions.
export const DATA_SECTIONS: readonly DataSection[] = [
  {
    title: stepTitle('basic'),
    stage: { step: 0, substep: 0 },
    fields: [
      'first_name', 'last_name', 'email', 'alternative_email', 'cell_phone', 'alternative_phone', 'date_of_birth', 'country', 'id_type',
      'id_number', 'first_language', 'second_language', 'address', 'suburb', 'city', 'province', 'area_code',
    ],
  },
  {
    title: stepTitle('social'),
    stage: { step: 1, substep: 0 },
    fields: [
      'employment_status', 'gender', 'race', 'religion', 'number_of_siblings', 'marital_status', 'spouse_name', 'spouse_contact',
      'spouse_employment', 'relationship_with_reference', 'reference_name', 'reference_email', 'reference_cell_phone',
    ],
  },
  {
    title: stepTitle('university'),
    stage: UNIVERSITY_STAGE,
    fields: [
      'application_type', 'application_year', 'university', 'course', 'unilevel', 'student_number', 'year_of_study', 'duration_of_study',
      'completion_year', 'amount_for_tuition', 'amount_for_books', 'amount_for_accommodation', 'amount_for_transport',
    ],
  },
  {
    title: stepTitle('income'),
    stage: { step: 2, substep: 1 },
    fields: [
      'father_monthly_salary', 'mother_monthly_salary', 'spouse_monthly_salary', 'own_monthly_salary', 'investments', 'other_income',
      'total_income',
    ],
  },
  {
    title: stepTitle('expenses'),
    stage: { step: 2, substep: 2 },
    fields: [
      'rent_bond_expense', 'rates', 'water_electricity', 'grocery_milk_bread', 'transport_petrol', 'telephone', 'medical_aid', 'insurance',
      'other_expense', 'total_expense',
    ],
  },
  {
    title: 'Survey1',
    stage: SURVEY_STAGE,
    fields: ['the_course_you_wish_to_study', 'academic_achievements', 'community_involvement', 'tell_us'],
  },
  {
    title: 'Survey2',
    stage: SURVEY_STAGE,
    fields: [
      'parents_assisted_by_provider', 'parents_assisted_by_provider_specify', 'assisted_by_vocational_programme',
      'assisted_by_vocational_programme_specify', 'mentor_participation', 'volunteer_participation', 'seminars_participation',
      'tutor_participation', 'how_did_you_learn', 'how_did_you_learn_specify', 'was_the_application_form_easy',
      'was_the_application_easy_specify', 'opening_date', 'opening_date_explain', 'closing_date', 'closing_date_explain',
      'instructions_clear', 'instructions_clear_explain',
    ],
  },
];

/** A section's labelled values; conditional answers (an "explain why") are left out when empty. */
export function sectionItems(section: DataSection, row: ApplicationGridRow): DetailsItem[] {
  return section.fields
    .map(gridField)
    .map((field) => ({ field, value: fieldText(field, row[field.gridKey], 'staff') }))
    .filter(({ field, value }) => !(field.isConditional && value === ''))
    .map(({ field, value }) => ({ label: fieldLabel(field, 'staff'), value: value || NOT_GIVEN }));
}

/** /updateapplicant opened at a section's stage. */
export const updatePath = (applicationId: number, { step, substep }: DataSection['stage']) =>
  `/updateapplicant?application_id=${applicationId}&step=${step}&substep=${substep}`;
