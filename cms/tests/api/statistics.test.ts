import { INCOME_BANDS, incomeBandOf } from '@bursary/domain/options/income-bands';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { db } from '../support/database';
import { submittedApplication } from '../support/submitted-applications';
import { decide } from '../support/applications';
import { withPortalSettings } from '../support/cms-admin';

type Figure = { label: string; total: number; accepted: number; declined: number; pending: number };
type Report = {
  application_year: number | 'all';
  totals: Figure;
  institutions: Figure[];
  disciplines: Figure[];
  income_bands: Figure[];
  study_levels: Figure[];
  years: Figure[];
};
type Staff = { token: string };

type Group = 'institutions' | 'disciplines' | 'income_bands' | 'study_levels' | 'years';
const BAND_LABELS = INCOME_BANDS.map((band) => band.label);
const ZERO = { total: 0, accepted: 0, declined: 0, pending: 0 };

const report = async (staff: Staff, body?: object): Promise<Report> => {
  const request = api().post('/api/aplicantionreport').set(authorised(staff));
  return (await (body ? request.send(body) : request).expect(200)).body;
};

const figureOf = (figures: Figure[], label: string) => figures.find((figure) => figure.label === label) ?? { label, ...ZERO };

// How each group's figures moved between two reports.
const change = (before: Report, after: Report, group: Group, label: string) => {
  const [was, is] = [figureOf(before[group], label), figureOf(after[group], label)];
  return { total: is.total - was.total, accepted: is.accepted - was.accepted, declined: is.declined - was.declined, pending: is.pending - was.pending };
};

describe('[STAFF][STATISTICS]: POST /api/aplicantionreport', () => {
  let staff: Staff;
  let before: Report;
  let beforeAll2025: Report;

  beforeAll(async () => {
    staff = await signIn();
    before = await report(staff);
    beforeAll2025 = await report(staff, { application_year: 2025 });

    const sol = { university: 'Sol Plaatje University', course: 'Data Science', unilevel: 'Honours Degree' };
    const noOtherIncome = { mother_monthly_salary: 0, other_income: 0 };
    const accepted = await submittedApplication({ first_name: 'Tasneem', last_name: 'Arendse' }, { university: sol, income: { ...noOtherIncome, father_monthly_salary: 5000 } });
    const declined = await submittedApplication({ first_name: 'Luqmaan', last_name: 'Arendse' }, { university: sol, income: { ...noOtherIncome, father_monthly_salary: 5000.5 } });
    await submittedApplication(
      { first_name: 'Nuraan', last_name: 'Arendse' },
      { university: { ...sol, course: 'Architecture', unilevel: 'PhD' }, income: { ...noOtherIncome, father_monthly_salary: 20000 } },
    );
    const other = await submittedApplication(
      { first_name: 'Hamza', last_name: 'Arendse' },
      { university: { university: 'Other', uni: 'Cape Town Academy of Islamic Sciences', course: 'OTHER', cor: 'Islamic Finance' }, income: { ...noOtherIncome, father_monthly_salary: 20000.01 } },
    );
    // started and never submitted: not in the figures
    await submittedApplication({ first_name: 'Ameer', last_name: 'Arendse' }, { university: sol }, { submit: false });
    await decide(accepted.applicationId, 1, { staff });
    await decide(declined.applicationId, 0, { staff });
    await decide(other.applicationId, 1, { staff });
  }, 120_000);

  it('counts submitted applications per institution, discipline, income band, study level and year, with their decisions', async () => {
    const after = await report(staff);
    expect(after.application_year).toBe('all');
    expect(change(before, after, 'institutions', 'Sol Plaatje University')).toEqual({ total: 3, accepted: 1, declined: 1, pending: 1 });
    // everyone who chose Other counts under Other, whatever they typed
    expect(change(before, after, 'institutions', 'Other')).toEqual({ total: 1, accepted: 1, declined: 0, pending: 0 });
    expect(change(before, after, 'disciplines', 'Data Science')).toEqual({ total: 2, accepted: 1, declined: 1, pending: 0 });
    expect(change(before, after, 'disciplines', 'Architecture')).toEqual({ total: 1, accepted: 0, declined: 0, pending: 1 });
    // the course list's "OTHER" is said as the institutions' "Other": one label on every chart
    expect(change(before, after, 'disciplines', 'Other')).toEqual({ total: 1, accepted: 1, declined: 0, pending: 0 });
    expect(after.disciplines.map((figure) => figure.label)).not.toContain('OTHER');
    expect(change(before, after, 'study_levels', 'Honours Degree')).toEqual({ total: 2, accepted: 1, declined: 1, pending: 0 });
    expect(change(before, after, 'study_levels', 'PhD')).toEqual({ total: 1, accepted: 0, declined: 0, pending: 1 });
    expect(change(before, after, 'years', '2025')).toEqual({ total: 4, accepted: 2, declined: 1, pending: 1 });
    expect({ ...after.totals, label: 'All' }).toEqual({ ...before.totals, total: before.totals.total + 4, accepted: before.totals.accepted + 2, declined: before.totals.declined + 1, pending: before.totals.pending + 1 });
  });

  it('puts incomes in the domain bands, closed at the top: 5000 in 0-5000, 5000.50 in 5001-10000, 20000 in 15001-20000', async () => {
    const after = await report(staff);
    expect(after.income_bands.map((band) => band.label)).toEqual(BAND_LABELS);
    expect(change(before, after, 'income_bands', '0-5000')).toEqual({ total: 1, accepted: 1, declined: 0, pending: 0 });
    expect(change(before, after, 'income_bands', '5001-10000')).toEqual({ total: 1, accepted: 0, declined: 1, pending: 0 });
    expect(change(before, after, 'income_bands', '10001-15000')).toEqual(ZERO);
    expect(change(before, after, 'income_bands', '15001-20000')).toEqual({ total: 1, accepted: 0, declined: 0, pending: 1 });
    expect(change(before, after, 'income_bands', '20000 and more')).toEqual({ total: 1, accepted: 1, declined: 0, pending: 0 });
  });

  it('answers the figures of one year, or of every year', async () => {
    const year = await report(staff, { application_year: 2025 });
    expect(year.application_year).toBe(2025);
    expect(year.years.map((figure) => figure.label)).toEqual(['2025']);
    expect(change(beforeAll2025, year, 'institutions', 'Sol Plaatje University')).toEqual({ total: 3, accepted: 1, declined: 1, pending: 1 });
    const earlier = await report(staff, { application_year: '2019' });
    expect(figureOf(earlier.institutions, 'Sol Plaatje University').total).toBe(0);
    expect(await report(staff, { application_year: 'all' })).toEqual(await report(staff));
  });

  it('matches figures worked out independently from the stored applications', async () => {
    // Submitted and not withdrawn since: a withdrawal is final, and the statistics count what the office works on.
    const stored = await db()('applications as a')
      .where('a.submitted', true)
      .whereNull('a.withdrawn_at')
      .select('a.university', 'a.course', 'a.unilevel', 'a.application_year', 'a.total_income', 'a.accept_decline');
    const decisionOf = (value: unknown) => (value === 1 ? 'accepted' : value === 0 ? 'declined' : 'pending');
    const figures = (labelOf: (row: Record<string, any>) => string) => {
      const groups = new Map<string, Figure>();
      for (const row of stored) {
        const label = labelOf(row);
        const figure = groups.get(label) ?? { label, ...ZERO };
        figure.total += 1;
        figure[decisionOf(row.accept_decline)] += 1;
        groups.set(label, figure);
      }
      return [...groups.values()];
    };
    const byTotal = (figureList: Figure[]) => figureList.sort((first, second) => second.total - first.total || first.label.localeCompare(second.label));
    const { body } = await api().post('/api/aplicantionreport').set(authorised(staff)).expect(200);
    expect(body.totals).toEqual(figures(() => 'All')[0]);
    expect(body.institutions).toEqual(byTotal(figures((row) => row.university)));
    expect(body.disciplines).toEqual(byTotal(figures((row) => (row.course === 'OTHER' ? 'Other' : row.course))));
    expect(body.study_levels).toEqual(byTotal(figures((row) => row.unilevel)));
    expect(body.years).toEqual(figures((row) => String(row.application_year)).sort((first, second) => Number(second.label) - Number(first.label)));
    const bands = figures((row) => incomeBandOf(Number(row.total_income ?? 0)));
    expect(body.income_bands).toEqual(BAND_LABELS.map((label) => bands.find((band) => band.label === label) ?? { label, ...ZERO }));
  });

  it('lists the years newest first, as the applications grid does', async () => {
    await withPortalSettings({ cycle_year: 2024 }, async () => {
      await submittedApplication({ first_name: 'Yusuf', last_name: 'Arendse' });
    });
    const labels = (await report(staff)).years.map((figure) => figure.label);
    expect(labels).toEqual(expect.arrayContaining(['2025', '2024']));
    expect(labels).toEqual([...labels].sort((first, second) => Number(second) - Number(first)));
  });

  it('refuses a year that is not one', async () => {
    for (const application_year of ['last year', 25.5, -1, null]) {
      await api()
        .post('/api/aplicantionreport')
        .set(authorised(staff))
        .send({ application_year })
        .expect(400, { error: 'Choose an application year (such as 2025), or all.' });
    }
  });

  it('is for staff only', async () => {
    await api().post('/api/aplicantionreport').expect(401);
    const applicant = await registerApplicant();
    await api().post('/api/aplicantionreport').set(authorised(applicant)).expect(403, { error: 'This is for bursary staff only.' });
  });
});
