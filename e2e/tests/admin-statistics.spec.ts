import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test';
// The same valid answers the cms's API tests send, changed where a statistic needs it.
import { income, university } from '../../packages/test-kit/src/step-bodies';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { decide, fillApplication, registerByApi, staffPost, submitApplication } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { screenshotBoth } from '../support/screenshot';
import { signInStaff } from '../support/staff';

type Counts = { total: number; accepted: number; declined: number; pending: number };
type Figure = Counts & { label: string };
type Report = {
  totals: Figure;
  institutions: Figure[];
  disciplines: Figure[];
  income_bands: Figure[];
  study_levels: Figure[];
  years: Figure[];
};
type Decision = 'accepted' | 'declined' | 'pending';

type Arranged = { university: string; course: string; unilevel: string; father: number; band: string; decision: Decision };

// Four applications whose institution, discipline, study level, income band and decision are known.
// The other income is 4700.50 a month, so the father's salary picks the band.
const SOL_PLAATJE = { university: 'Sol Plaatje University' };
const ARRANGED: readonly Arranged[] = [
  { ...SOL_PLAATJE, course: 'Geology', unilevel: 'Advanced Diploma', father: 0, band: '0-5000', decision: 'accepted' },
  { ...SOL_PLAATJE, course: 'Geology', unilevel: 'Advanced Diploma', father: 20000, band: '20000 and more', decision: 'accepted' },
  { ...SOL_PLAATJE, course: 'Actuarial Science', unilevel: 'Honours Degree', father: 2000, band: '5001-10000', decision: 'declined' },
  {
    university: 'University of Venda',
    course: 'Actuarial Science',
    unilevel: 'Honours Degree',
    father: 8000,
    band: '10001-15000',
    decision: 'pending',
  },
  // The course list's Other choice ("OTHER").
  { university: 'University of Venda', course: 'OTHER', unilevel: 'Honours Degree', father: 8000, band: '10001-15000', decision: 'pending' },
];

const arrange = async (request: APIRequestContext, tag: string, index: number) => {
  const spec = ARRANGED[index];
  const applicant = await registerByApi(request, { first_name: 'Statistic', last_name: `Stats${tag}${index}` });
  const applicationId = await fillApplication(request, applicant);
  const headers = { Authorization: `Bearer ${applicant.token}` };
  for (const data of [
    { ...university(), university: spec.university, course: spec.course, unilevel: spec.unilevel, ...(spec.course === 'OTHER' && { cor: 'Islamic Finance' }) },
    { ...income(), father_monthly_salary: spec.father },
  ]) {
    const saved = await request.post(`${E2E.cmsUrl}/api/updateapplication`, { headers, data: { ...data, application_id: applicationId } });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  await submitApplication(request, applicant, applicationId);
  if (spec.decision !== 'pending') await decide(request, applicationId, spec.decision === 'accepted' ? 1 : 0);
};

const report = async (request: APIRequestContext, year: number | 'all') =>
  (await staffPost(request, '/api/aplicantionreport', year === 'all' ? {} : { application_year: year })) as unknown as Report;

const NONE: Counts = { total: 0, accepted: 0, declined: 0, pending: 0 };

// The figures before this spec's applications, plus those of ours that fall under the label.
const expected = (before: Figure[], label: string, ours: readonly { decision: Decision }[]): Counts => {
  const start = before.find((figure) => figure.label === label) ?? NONE;
  const count = (decision: Decision) => ours.filter((one) => one.decision === decision).length;
  return {
    total: start.total + ours.length,
    accepted: start.accepted + count('accepted'),
    declined: start.declined + count('declined'),
    pending: start.pending + count('pending'),
  };
};

const ofArranged = (key: 'university' | 'course' | 'unilevel' | 'band', value: string) => ARRANGED.filter((one) => one[key] === value);

// A table row as staff read it: label, total, accepted, declined, pending.
const expectRow = async (page: Page, table: string, label: string, counts: Counts) => {
  const row = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  await expect(row.getByRole('cell')).toHaveText([counts.total, counts.accepted, counts.declined, counts.pending].map(String));
};

const expectChart = async (page: Page, name: string, labels: string[]) => {
  const chart = page.getByRole('img', { name });
  await expect(chart).toBeVisible();
  expect(await chart.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  // Long labels wrap: each line of a tick label is a tspan of its own.
  const drawn = await chart
    .locator('.recharts-yAxis-tick-labels text')
    .evaluateAll((texts) => texts.map((text) => [...text.querySelectorAll('tspan')].map((line) => line.textContent).join(' ')));
  expect(drawn).toEqual(expect.arrayContaining(labels));
};

const settingsOf = async (request: APIRequestContext) => {
  const content = (await (await request.get(`${E2E.cmsUrl}/api/portal-content`)).json()) as { settings: { cycle_year: number; filter_years: number[] } };
  return content.settings;
};

test('[ADMIN][STATISTICS]: charts with figures per year, institution, discipline, income band and study level', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { cycle_year: cycleYear, filter_years: filterYears } = await settingsOf(request);
  const before = await report(request, cycleYear);
  const beforeAll = await report(request, 'all');
  const tag = String(Date.now());
  for (let index = 0; index < ARRANGED.length; index += 1) await arrange(request, tag, index);

  await signInStaff(page);
  await page.goto(`${E2E.adminUrl}/stat`);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(page.getByLabel('Application year')).toHaveValue(String(cycleYear));
  // The years newest first, as the applications grid lists them.
  const newestFirst = [...filterYears].sort((first, second) => second - first).map(String);
  expect(newestFirst[0]).toBe(String(cycleYear));
  await expect(page.getByLabel('Application year').locator('option')).toHaveText(['All years', ...newestFirst]);

  // Home: the totals and the applications per year.
  const totals = expected([before.totals], 'All', ARRANGED);
  const totalsList = page.getByRole('region', { name: `Totals, ${cycleYear}` });
  await expect(totalsList.getByRole('definition')).toHaveText([totals.total, totals.accepted, totals.declined, totals.pending].map(String));
  const perYear = `Applications per year, ${cycleYear}`;
  await expectRow(page, perYear, String(cycleYear), expected(before.years, String(cycleYear), ARRANGED));
  await expectChart(page, `Chart: ${perYear}, by decision`, [String(cycleYear)]);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await screenshotBoth(page, 'admin-statistics-home');

  await page.getByRole('tab', { name: 'Per institution' }).click();
  const perInstitution = `Applications per institution, ${cycleYear}`;
  for (const name of ['Sol Plaatje University', 'University of Venda']) {
    await expectRow(page, perInstitution, name, expected(before.institutions, name, ofArranged('university', name)));
  }
  await expectChart(page, `Chart: ${perInstitution}, by decision`, ['Sol Plaatje University', 'University of Venda']);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await screenshotBoth(page, 'admin-statistics-institutions');

  await page.getByRole('tab', { name: 'Per discipline' }).click();
  const perDiscipline = `Applications per discipline, ${cycleYear}`;
  for (const name of ['Geology', 'Actuarial Science']) {
    await expectRow(page, perDiscipline, name, expected(before.disciplines, name, ofArranged('course', name)));
  }
  // The course list's "OTHER" is said "Other", as on the institutions' chart.
  await expectRow(page, perDiscipline, 'Other', expected(before.disciplines, 'Other', ofArranged('course', 'OTHER')));
  await expect(page.getByRole('table', { name: perDiscipline }).getByRole('rowheader', { name: 'OTHER', exact: true })).toHaveCount(0);
  await expectChart(page, `Chart: ${perDiscipline}, by decision`, ['Geology', 'Actuarial Science', 'Other']);
  await expectNoSidewaysScroll(page);
  await screenshotBoth(page, 'admin-statistics-disciplines');

  await page.getByRole('tab', { name: 'Income bands' }).click();
  const perBand = `Applications per income band, ${cycleYear}`;
  const bands = ['0-5000', '5001-10000', '10001-15000', '15001-20000', '20000 and more'];
  await expect(page.getByRole('table', { name: perBand }).getByRole('rowheader')).toHaveText([...bands, 'All']);
  for (const band of bands) await expectRow(page, perBand, band, expected(before.income_bands, band, ofArranged('band', band)));
  await expectChart(page, `Chart: ${perBand}, by decision`, bands);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await screenshotBoth(page, 'admin-statistics-income-bands');

  await page.getByRole('tab', { name: 'Per study level' }).click();
  const perLevel = `Applications per study level, ${cycleYear}`;
  for (const name of ['Advanced Diploma', 'Honours Degree']) {
    await expectRow(page, perLevel, name, expected(before.study_levels, name, ofArranged('unilevel', name)));
  }
  await expectChart(page, `Chart: ${perLevel}, by decision`, ['Advanced Diploma', 'Honours Degree']);
  await expectNoSidewaysScroll(page);
  await screenshotBoth(page, 'admin-statistics-study-levels');

  // Every year at once, then a year with no applications.
  await page.getByLabel('Application year').selectOption('all');
  const allInstitutions = 'Applications per institution, all years';
  const honours = expected(beforeAll.study_levels, 'Honours Degree', ofArranged('unilevel', 'Honours Degree'));
  await expectRow(page, 'Applications per study level, all years', 'Honours Degree', honours);
  await page.getByRole('tab', { name: 'Per institution' }).click();
  const venda = expected(beforeAll.institutions, 'University of Venda', ofArranged('university', 'University of Venda'));
  await expectRow(page, allInstitutions, 'University of Venda', venda);
  await page.getByLabel('Application year').selectOption('2019');
  const institutionsPanel = page.getByRole('tabpanel', { name: 'Per institution' });
  await expect(institutionsPanel.getByText('No submitted applications for 2019 yet.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Chart: Applications per institution/ })).toHaveCount(0);

  // The admin home shows the same statistics as its stat sub-view.
  await page.getByRole('button', { name: 'Back to Admin Page' }).click();
  await expect(page).toHaveURL(/\/admindashboard$/);
  await page.getByRole('link', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(/\/admindashboard\?view=stat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Admin Page' })).toBeVisible();
  await expect(page.getByRole('region', { name: `Totals, ${cycleYear}` }).getByRole('definition').first()).toHaveText(String(totals.total));
  await page.getByRole('tab', { name: 'Per institution' }).click();
  const solPlaatje = expected(before.institutions, SOL_PLAATJE.university, ofArranged('university', SOL_PLAATJE.university));
  await expectRow(page, perInstitution, SOL_PLAATJE.university, solPlaatje);
  await expectChart(page, `Chart: ${perInstitution}, by decision`, ['Sol Plaatje University']);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});
