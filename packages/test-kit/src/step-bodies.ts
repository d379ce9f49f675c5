import { freshSouthAfricanIdentity } from './south-african-id';

// A complete, valid answer to each form step, as the applicant site sends it.

/**
 * The Basic Information step. Each call gives another applicant: a date of birth and a South African
 * ID number of their own (south-african-id.ts), so that no two arranged applicants share one. A test
 * that checks the number or the date keeps the body it sent (fillApplication answers it as `basic`).
 */
export const basicInfo = () => {
  const { dob_year, dob_month, dob_day, id_number } = freshSouthAfricanIdentity();
  return {
    alternative_email: 'family.contact@example.net',
    cell_phone: '0821234567',
    alternative_phone: '0217654321',
    dob_year,
    dob_month,
    dob_day,
    country: 'South Africa',
    id_type: 1,
    id_number,
    first_language: 'English',
    second_language: 'Afrikaans',
    address: '12 Wale Street',
    suburb: 'Bo-Kaap',
    city: 'Cape Town',
    province: 'Western Cape',
    area_code: '8001',
  };
};
export type BasicInfo = ReturnType<typeof basicInfo>;

export const socialInfo = () => ({
  employment_status: 'Unemployed',
  gender: 2,
  race: 'Malay',
  religion: 'Islam',
  number_of_siblings: '3',
  marital_status: 'Never-married',
  reference_relationship: 'Religious Leader',
  reference_name: 'Imam Abdullah Hendricks',
  reference_email: 'imam@example.org',
  reference_cell: '0839876543',
});

export const university = () => ({
  application_type: 'First time applicant (matriculant)',
  university: 'University of Cape Town',
  course: 'Accounting',
  unilevel: 'Diploma',
  year_of_study: 1,
  student_number: 'DVSFAT001',
  duration_of_study: 3,
  completion_year: 2027,
  amount_for_tuition: 45000,
  amount_for_books: 4000,
  amount_for_accommodation: 30000,
  amount_for_transport: 6000,
});

export const income = () => ({
  father_monthly_salary: 8000,
  mother_monthly_salary: 3500.5,
  spouse_monthly_salary: 0,
  own_monthly_salary: 0,
  investments: 0,
  other_income: 1200,
});

export const expenses = () => ({
  rent_bond_expense: 4500,
  rates: 350,
  water_electricity: 900,
  transport_petrol: 1200,
  telephone: 300,
  medical_aid: 0,
  insurance: 250,
  grocery_milk_bread: 3500,
  other_expense: 0,
});

export const survey = () => ({
  the_course_you_wish: 'A Diploma in Accounting, to become a chartered accountant.',
  academic_achievements: 'Matriculated with 5 distinctions; top of my class in Mathematics.',
  community_involvement: 'I teach Quran classes to children at our masjid on weekends.',
  tell_us: 'My family cannot afford the fees and I want to serve my community.',
  parents_assisted_by_provider: 0,
  assisted_by_vocational_programme: 0,
  mentor_participation: 1,
  volunteer_participation: 1,
  seminars_participation: 1,
  tutor_participation: 0,
  how_did_you_learn: 'Social media',
  was_the_application_form_easy: 1,
  opening_date: 1,
  closing_date: 1,
  instructions_clear: 1,
});
