import { SECTION_NAMES, sectionValues } from './application-sections';

// A stored application with the forms' field names, step by step, for preloading.
export const applicationFormValues = (application: Record<string, unknown>) =>
  Object.assign(
    { id: application.id, application_year: application.application_year },
    ...SECTION_NAMES.map((name) => sectionValues(name, application)),
    { total_income: application.total_income, total_expense: application.total_expense },
  );
