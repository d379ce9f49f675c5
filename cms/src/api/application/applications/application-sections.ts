import { universitySchema } from '@bursary/domain/schemas/university';
import { incomeSchema } from '@bursary/domain/schemas/income';
import { expensesSchema } from '@bursary/domain/schemas/expenses';
import { surveySchema } from '@bursary/domain/schemas/survey';
import { totalExpense, totalIncome } from '@bursary/domain/totals';
import { STORED_NAMES } from '@bursary/domain/field-names';

// The four application steps saved by /api/updateapplication: their shared schema, and how their
// form values become columns (the server computes totals; it never takes them from the client).
export type SectionName = 'university' | 'income' | 'expenses' | 'survey';


export const SECTIONS = {
  university: {
    schema: universitySchema,
    toColumns: (values: Record<string, unknown>) => values,
  },
  income: {
    schema: incomeSchema,
    toColumns: (values: Record<string, unknown>) => ({ ...values, total_income: totalIncome(values) }),
  },
  expenses: {
    schema: expensesSchema,
    toColumns: (values: Record<string, unknown>) => ({ ...values, total_expense: totalExpense(values) }),
  },
  survey: {
    schema: surveySchema,
    toColumns: (values: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(values).map(([key, value]) => [STORED_NAMES[key] ?? key, value])),
  },
} as const;

export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[];

// Stored columns back to the form's names, for preloading a step and for the submit check.
export const sectionValues = (name: SectionName, row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(SECTIONS[name].schema.fields).map((field) => [field, row[STORED_NAMES[field] ?? field] ?? null]),
  );

// Which steps a request carries: the one named by `section`, else every step one of whose fields it sends.
export const sectionsIn = (body: Record<string, unknown>): SectionName[] => {
  if (typeof body.section === 'string' && (SECTION_NAMES as string[]).includes(body.section)) {
    return [body.section as SectionName];
  }
  return SECTION_NAMES.filter((name) => Object.keys(SECTIONS[name].schema.fields).some((field) => field in body));
};
