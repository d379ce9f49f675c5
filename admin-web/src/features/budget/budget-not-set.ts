/** Said wherever the budget is shown while the editors have not set one for the year. */
export const BUDGET_NOT_SET = 'No budget is set for this year. Editors set it in the Strapi admin, under Cycle budget.';
