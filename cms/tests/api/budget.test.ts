import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { decide, submitCompleteApplication } from '../support/applications';
import { signInToAdminPanel } from '../support/cms-admin';
import { db } from '../support/database';
import { generateApplications } from '../support/generate-applications';

// The cycle's budget (issue 18, item 6): editors set it in the Strapi admin; staff read what the
// accepted applications commit, what has been paid and what is left, per institution and in total.
// Every figure is worked out again here, in cents, from the stored rows.

let staff: { token: string; user: number };
let editor: Awaited<ReturnType<typeof signInToAdminPanel>>;

beforeAll(async () => {
  staff = await signIn();
  editor = await signInToAdminPanel();
});

const BUDGETS = '/collection-types/api::selection.cycle-budget';

const budgetOf = (year: number | string, token = staff.token) => api().get(`/api/getbudget?application_year=${year}`).set('Authorization', token);

const REQUIRED = ['amount_for_tuition', 'amount_for_books', 'amount_for_accommodation', 'amount_for_transport'];
const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

// What the budget should say, from the tables, without the cms's code: an accepted application
// commits its required amounts or what was paid for it when more; any other, what was paid.
const expectedFigures = async (year: number, budget: number | null) => {
  const applications = await db()('applications').where({ application_year: year }).select('id', 'accept_decline', 'university', 'uni', ...REQUIRED);
  const payments = await db()('application_payments as p')
    .join('application_payments_application_lnk as l', 'l.payment_id', 'p.id')
    .select('l.application_id', 'p.amount_approved');
  const paidOf = new Map<number, number>();
  for (const payment of payments) paidOf.set(Number(payment.application_id), (paidOf.get(Number(payment.application_id)) ?? 0) + cents(payment.amount_approved));
  const lines = new Map<string, { accepted: number; committed: number; paid: number }>();
  let accepted = 0;
  let committed = 0;
  let paid = 0;
  for (const application of applications) {
    const isAccepted = Number(application.accept_decline) === 1;
    const applicationPaid = paidOf.get(Number(application.id)) ?? 0;
    const required = REQUIRED.reduce((total, field) => total + cents(application[field]), 0);
    const applicationCommitted = isAccepted ? Math.max(required, applicationPaid) : applicationPaid;
    if (!isAccepted && applicationCommitted === 0) continue;
    const institution = application.university === 'Other' && application.uni?.trim() ? application.uni.trim() : application.university || 'No institution given';
    const line = lines.get(institution) ?? { accepted: 0, committed: 0, paid: 0 };
    line.accepted += isAccepted ? 1 : 0;
    line.committed += applicationCommitted;
    line.paid += applicationPaid;
    lines.set(institution, line);
    accepted += isAccepted ? 1 : 0;
    committed += applicationCommitted;
    paid += applicationPaid;
  }
  return {
    year,
    budget,
    accepted,
    committed: committed / 100,
    paid: paid / 100,
    outstanding: (committed - paid) / 100,
    left: budget === null ? null : (Math.round(budget * 100) - committed) / 100,
    institutions: [...lines]
      .map(([institution, line]) => ({
        institution,
        accepted: line.accepted,
        committed: line.committed / 100,
        paid: line.paid / 100,
        outstanding: (line.committed - line.paid) / 100,
      }))
      .sort((a, b) => b.committed - a.committed || a.institution.localeCompare(b.institution)),
  };
};

describe('[STAFF][BUDGET]: GET /api/getbudget, the cycle budget against what is committed and paid', () => {
  const YEAR = 2031;

  it('matches an independent count over a generated cycle, before and after the editors set its budget', async () => {
    const generated = await generateApplications(160, { seed: 31, years: [YEAR] });
    try {
      const unset = (await budgetOf(YEAR).expect(200)).body;
      expect(unset).toEqual(await expectedFigures(YEAR, null));
      expect(unset.accepted).toBeGreaterThan(10);
      expect(unset.paid).toBeGreaterThan(0);
      expect(unset.institutions.length).toBeGreaterThan(3);

      const created = await editor.post(BUDGETS, { year: YEAR, amount: 2500000.5, note: 'Board resolution of March' }).expect(201);
      try {
        const set = (await budgetOf(YEAR).expect(200)).body;
        expect(set).toEqual(await expectedFigures(YEAR, 2500000.5));
        expect(set.left).toBe((250000050 - Math.round(set.committed * 100)) / 100);
      } finally {
        await editor.delete(`${BUDGETS}/${created.body.data.documentId}`).expect(200);
      }
    } finally {
      await generated.remove();
    }
  });

  it('moves as decisions and payments are saved', async () => {
    const year = 2025;
    const applicant = await registerApplicant({ first_name: 'Zainab', last_name: 'Moosa' });
    const applicationId = await submitCompleteApplication(applicant, {
      university: 'University of Cape Town',
      amount_for_tuition: 45000,
      amount_for_books: 3200.5,
      amount_for_accommodation: 20000,
      amount_for_transport: 1800,
    });
    const uct = (report: { institutions: { institution: string; accepted: number }[] }) => report.institutions.find((line) => line.institution === 'University of Cape Town');
    const before = (await budgetOf(year).expect(200)).body;

    await decide(applicationId, 1, { staff });
    const accepted = (await budgetOf(year).expect(200)).body;
    expect(accepted.accepted).toBe(before.accepted + 1);
    expect(Math.round((accepted.committed - before.committed) * 100)).toBe(7000050);
    expect(uct(accepted)).toMatchObject({ accepted: (uct(before)?.accepted ?? 0) + 1 });

    await api()
      .post('/api/addpaymet')
      .set('Authorization', staff.token)
      .send({ payment_id: '', application_id: applicationId, bank: 'Standard Bank', account_no: '070123456', branch_code: '051001', in_respect_of: 'Education', amount_approved: 80000 })
      .expect(200);
    const paid = (await budgetOf(year).expect(200)).body;
    expect(Math.round((paid.paid - before.paid) * 100)).toBe(8000000);
    // Paid beyond what was asked: what was paid is what is committed.
    expect(Math.round((paid.committed - before.committed) * 100)).toBe(8000000);

    await decide(applicationId, 0, { staff });
    const declined = (await budgetOf(year).expect(200)).body;
    expect(declined.accepted).toBe(before.accepted);
    expect(Math.round((declined.committed - before.committed) * 100)).toBe(8000000);
    expect(declined).toEqual(await expectedFigures(year, null));
  });

  it('asks for the year, and is for staff only', async () => {
    const { body } = await api().get('/api/getbudget').set('Authorization', staff.token).expect(400);
    expect(body.error).toBe('Give application_year as the year of the cycle, for example 2025.');
    await budgetOf('all').expect(400);
    await budgetOf('20x5').expect(400);
    const applicant = await registerApplicant();
    await api().get('/api/getbudget?application_year=2025').set(authorised(applicant)).expect(403);
    await api().get('/api/getbudget?application_year=2025').expect(401);
  });
});
