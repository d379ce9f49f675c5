import { NO_INSTITUTION, budgetReport, committedOf } from '../src/budget';

const accepted = (institution: string | null, required: number, paid = 0) => ({ accepted: true, institution, required, paid });
const notAccepted = (institution: string | null, required: number, paid = 0) => ({ accepted: false, institution, required, paid });

describe('committedOf', () => {
  it.each([
    [accepted('UCT', 50000), 50000],
    [accepted('UCT', 50000, 20000), 50000],
    [accepted('UCT', 50000, 65000), 65000],
    [notAccepted('UCT', 50000), 0],
    [notAccepted('UCT', 50000, 12000), 12000],
  ])('%j commits %d', (application, expected) => {
    expect(committedOf(application)).toBe(expected);
  });
});

describe('budgetReport', () => {
  const applications = [
    accepted('University of Cape Town', 40000.1, 10000),
    accepted('University of Cape Town', 20000.2),
    accepted('Stellenbosch University', 30000, 45000),
    notAccepted('Stellenbosch University', 90000),
    notAccepted('University of the Western Cape', 50000, 5000.05),
    accepted(null, 1000),
  ];

  it('totals what is committed, paid and left, to the cent', () => {
    const report = budgetReport(2025, 150000, applications);
    expect(report).toMatchObject({ year: 2025, budget: 150000, accepted: 4, committed: 111000.35, paid: 60000.05, outstanding: 51000.3, left: 38999.65 });
  });

  it('gives each institution its line, largest commitment first, and leaves out those with nothing committed or paid', () => {
    expect(budgetReport(2025, 150000, applications).institutions).toEqual([
      { institution: 'University of Cape Town', accepted: 2, committed: 60000.3, paid: 10000, outstanding: 50000.3 },
      { institution: 'Stellenbosch University', accepted: 1, committed: 45000, paid: 45000, outstanding: 0 },
      { institution: 'University of the Western Cape', accepted: 0, committed: 5000.05, paid: 5000.05, outstanding: 0 },
      { institution: NO_INSTITUTION, accepted: 1, committed: 1000, paid: 0, outstanding: 1000 },
    ]);
  });

  it('says nothing is left to spend while no budget is set, and a negative figure when over it', () => {
    expect(budgetReport(2025, null, applications).left).toBeNull();
    expect(budgetReport(2025, 100000, applications).left).toBe(-11000.35);
    expect(budgetReport(2026, 5000, [])).toEqual({ year: 2026, budget: 5000, accepted: 0, committed: 0, paid: 0, outstanding: 0, left: 5000, institutions: [] });
  });
});
