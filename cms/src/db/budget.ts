import { REQUIRED_AMOUNT_FIELDS } from '@bursary/domain/totals';
import { IS_ACCEPTED, flag } from './application-sql';
import { knexOf } from './connection';
import { LINK, TABLE } from './tables';

// The budget report's reads (selection.budget): the cycle's budget as the editors set it, and each
// application of the year that is accepted or has payment records, with what it asks for and what
// has been paid for it.

export type BudgetRow = {
  accepted: unknown;
  university: string | null;
  uni: string | null;
  paid: unknown;
} & Record<(typeof REQUIRED_AMOUNT_FIELDS)[number], unknown>;

/** The amount the editors set for the year, or undefined while none is set. */
export const cycleBudgetAmount = async (year: number): Promise<unknown> => {
  const row = await knexOf()(TABLE.cycleBudgets).where({ year }).first('amount');
  return row?.amount;
};

export const budgetRows = (year: number): Promise<BudgetRow[]> => {
  const knex = knexOf();
  const link = LINK.paymentApplication;
  const paidPerApplication = knex(`${TABLE.payments} as p`)
    .join(`${link.table} as l`, `l.${link.payment}`, 'p.id')
    .groupBy(`l.${link.application}`)
    .select(`l.${link.application} as application_id`, knex.raw('sum(p.amount_approved) as paid'));
  return knex(`${TABLE.applications} as a`)
    .leftJoin(paidPerApplication.as('paid'), 'paid.application_id', 'a.id')
    .where('a.application_year', year)
    .where((which) => which.whereRaw(IS_ACCEPTED).orWhere('paid.paid', '>', 0))
    .select(
      knex.raw(`${flag(IS_ACCEPTED)} as accepted`),
      'a.university',
      'a.uni',
      ...REQUIRED_AMOUNT_FIELDS.map((field) => `a.${field}`),
      knex.raw('coalesce(paid.paid, 0) as paid'),
    );
};
