import type { BudgetReport } from '@bursary/domain/budget';
import { formatRand } from '@bursary/domain/rand-amount';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { staffGet, staffPost, submittedApplication } from '../support/applicants';
import { cmsAdminHeaders } from '../support/cms-admin';
import { E2E } from '../support/e2e-env';
import { screenshotBoth } from '../support/screenshot';
import { anotherStaffMember, signInStaff } from '../support/staff';

// Issue 18 item 4: three staff members have scored a pool; staff sort the grid by rank, filter it
// by "Reviewed by fewer than 2" and "Spread above 1.5", read the score distribution among the
// statistics, and accept the top three together (item 6: the count and the budget's preview
// before a bulk decision). Every figure is worked out here from what was sent.

const TAG = `Rank${Date.now()}`;
const YEAR = 2025;
const CRITERIA = ['financial_need', 'academic_merit', 'community_involvement', 'motivation'];

// Each reviewer gives every criterion the same score, so a review's weighted score is that score
// whatever the weights. The applicants, by their first names, and the reviews they get.
const POOL: { name: string; reviews: number[] }[] = [
  { name: 'Aaliyah', reviews: [5, 5, 5] },
  { name: 'Bongani', reviews: [5, 5, 4] },
  { name: 'Chantal', reviews: [4, 5, 5] },
  { name: 'Dumisani', reviews: [5, 3] },
  { name: 'Esther', reviews: [4] },
  { name: 'Farouk', reviews: [] },
];

type Figure = { label: string; total: number; accepted: number; declined: number; pending: number };

const average = (reviews: number[]) => (reviews.length === 0 ? null : reviews.reduce((sum, score) => sum + score, 0) / reviews.length);
const spread = (reviews: number[]) => (reviews.length === 0 ? null : Math.max(...reviews) - Math.min(...reviews));
// Standard competition ranking among the pool (its scores are the year's highest): 1 + how many score higher.
const rankOf = (name: string) => {
  const score = average(POOL.find((one) => one.name === name)!.reviews);
  if (score === null) return null;
  return 1 + POOL.filter((one) => (average(one.reviews) ?? -1) > score).length;
};

const submitAs = async (request: APIRequestContext, token: string, applicationId: number, score: number) => {
  const scores = Object.fromEntries(CRITERIA.map((key) => [key, { score, reason: `Scored ${score} for the ranking spec` }]));
  const response = await request.post(`${E2E.cmsUrl}/api/submitscores`, { headers: { Authorization: token }, data: { application_id: applicationId, scores } });
  expect(response.status(), await response.text()).toBe(200);
};

const BUDGETS = `${E2E.cmsUrl}/content-manager/collection-types/api::selection.cycle-budget`;
// The test kit's University step: tuition 45 000, books 4 000, accommodation 30 000, travelling 6 000.
const REQUIRED = 85000;
const budgetNow = (request: APIRequestContext) => staffGet<BudgetReport>(request, `/api/getbudget?application_year=${YEAR}`);

const scoreBands = async (request: APIRequestContext) => ((await staffPost(request, '/api/aplicantionreport', { application_year: YEAR })) as unknown as { score_bands: Figure[] }).score_bands;

const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
const gridRows = (page: Page) => page.locator('.grid-table tbody tr').filter({ hasText: TAG });

// The pool's rows as the grid shows them: first name, Rank, Score and Reviews, in the grid's order.
const shownRows = (page: Page) =>
  page.locator('.grid-table table').evaluate((table, tag) => {
    const titles = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent?.trim() ?? '');
    const column = (title: string) => titles.indexOf(title);
    return [...table.querySelectorAll('tbody tr')]
      .filter((row) => row.textContent?.includes(tag))
      .map((row) => {
        const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '');
        return { name: cells[column('First Name')], rank: cells[column('Rank')], score: cells[column('Score')], reviews: cells[column('Reviews')] };
      });
  }, TAG);

const expectedRow = (name: string) => {
  const { reviews } = POOL.find((one) => one.name === name)!;
  const score = average(reviews);
  return { name, rank: String(rankOf(name) ?? ''), score: score === null ? '' : score.toFixed(2), reviews: String(reviews.length) };
};

test('[ADMIN][RANKING]: staff sort the scored pool by rank, filter it by reviews and spread, and read the score distribution', async ({ page, request }) => {
  test.setTimeout(240_000);
  const applications = new Map<string, number>();
  for (const { name } of POOL) applications.set(name, (await submittedApplication(request, { first_name: name, last_name: TAG })).applicationId);
  const before = await scoreBands(request);

  const reviewers = [];
  for (const last of ['Mokoena', 'Pillay', 'Jacobs']) reviewers.push(await anotherStaffMember(request, { first_name: 'Reviewer', last_name: `${last}${TAG}` }));
  for (const { name, reviews } of POOL) {
    for (const [index, score] of reviews.entries()) await submitAs(request, reviewers[index].token, applications.get(name)!, score);
  }

  await signInStaff(page);
  await page.getByLabel('Search by first or last name').fill(TAG);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`named “${TAG}”`) })).toBeVisible();
  await expect(gridRows(page)).toHaveCount(POOL.length);

  // Sorted by rank: 1, 2, 2, 4, 4, then the unscored.
  await page.getByRole('columnheader', { name: 'Rank' }).click();
  await expect(page).toHaveURL(/[?&]sort=rank&dir=asc/);
  const byRank = ['Aaliyah', 'Bongani', 'Chantal', 'Dumisani', 'Esther', 'Farouk'];
  expect(byRank.map(rankOf)).toEqual([1, 2, 2, 4, 4, null]);
  await expect.poll(() => shownRows(page)).toEqual(byRank.map(expectedRow));
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-ranking-grid');
  await expectNoSidewaysScroll(page);

  // Highest score last when sorted the other way, the unscored still last.
  await page.getByRole('columnheader', { name: 'Score' }).click();
  await expect(page).toHaveURL(/[?&]sort=score&dir=asc/);
  await expect.poll(async () => (await shownRows(page)).map((row) => row.name)).toEqual(['Dumisani', 'Esther', 'Bongani', 'Chantal', 'Aaliyah', 'Farouk']);

  // Reviewed by fewer than 2: the one with a single review and the one with none.
  await select(page, 'Reviewed by fewer than 2').selectOption('YES');
  await expect(page).toHaveURL(/[?&]few_reviews=YES/);
  const few = POOL.filter((one) => one.reviews.length < 2).map((one) => one.name);
  await expect.poll(async () => (await shownRows(page)).map((row) => row.name).sort()).toEqual(few.sort());
  await select(page, 'Reviewed by fewer than 2').selectOption('all');

  // Spread above 1.5: the reviewers who gave 5 and 3.
  await select(page, 'Spread above 1.5').selectOption('YES');
  await expect(page).toHaveURL(/[?&]wide_spread=YES/);
  const wide = POOL.filter((one) => (spread(one.reviews) ?? 0) > 1.5).map((one) => one.name);
  expect(wide).toEqual(['Dumisani']);
  await expect.poll(async () => (await shownRows(page)).map((row) => row.name)).toEqual(wide);
  await expect.poll(() => shownRows(page)).toEqual([expectedRow('Dumisani')]);
  await screenshotBoth(page, 'admin-ranking-filtered');
  await expectNoSidewaysScroll(page);

  // The statistics: the pool moved from "Not yet scored" into its bands.
  const band = (score: number | null) => (score === null ? 'Not yet scored' : `${(Math.min(4.5, Math.floor(score * 2) / 2)).toFixed(1)}–${(Math.min(4.5, Math.floor(score * 2) / 2) + 0.5).toFixed(1)}`);
  const expected = before.map((figure) => {
    const moved = POOL.filter((one) => band(average(one.reviews)) === figure.label).length - (figure.label === 'Not yet scored' ? POOL.length : 0);
    return { ...figure, total: figure.total + moved, pending: figure.pending + moved };
  });
  await page.goto(`${E2E.adminUrl}/stat`);
  await page.getByRole('tab', { name: 'Score distribution' }).click();
  const caption = `Applications per score band, ${YEAR}`;
  const chart = page.getByRole('img', { name: `Chart: ${caption}, by decision` });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const table = page.getByRole('table', { name: caption });
  for (const figure of expected) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: figure.label, exact: true }) });
    await expect(row.getByRole('cell')).toHaveText([figure.total, figure.accepted, figure.declined, figure.pending].map(String));
  }
  await expect(table.getByRole('rowheader')).toHaveText([...expected.map((figure) => figure.label), 'All']);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await screenshotBoth(page, 'admin-ranking-distribution');

  // The top three, ticked in the grid sorted by rank, accepted together after a confirmation with the count and the cost.
  const headers = await cmsAdminHeaders(request);
  const created = await request.post(BUDGETS, { headers, data: { year: YEAR, amount: 5000000 } });
  expect(created.status(), await created.text()).toBe(201);
  const budgetId: string = (await created.json()).data.documentId;
  try {
    const before = await budgetNow(request);
    await page.goto(`${E2E.adminUrl}/admindashboard?sort=rank&dir=asc`);
    await page.getByLabel('Search by first or last name').fill(TAG);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`named “${TAG}”`) })).toBeVisible();
    await expect.poll(async () => (await shownRows(page)).map((row) => row.name)).toEqual(byRank);
    const top = byRank.slice(0, 3);
    for (const name of top) await page.getByRole('checkbox', { name: new RegExp(`^Select ${name} ${TAG}`) }).check();
    await expect(page.getByRole('status').filter({ hasText: '3 applications selected.' })).toBeVisible();
    await page.getByRole('button', { name: 'Accept selected' }).click();
    const dialog = page.getByRole('dialog', { name: `Accept 3 applications of ${YEAR}?` });
    await expect(dialog.locator('.decision-cost')).toHaveText(
      `This commits ${formatRand(3 * REQUIRED)} more of the ${YEAR} budget. ${formatRand(before.left! - 3 * REQUIRED)} would then be left.`,
    );
    await expectAccessible(page);
    await screenshotBoth(page, 'admin-bulk-decision-confirm');
    await dialog.getByRole('button', { name: 'Yes, accept 3' }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 applications accepted.' })).toBeVisible();
    const decisions = await page.locator('.grid-table table').evaluate((table, tag) => {
      const titles = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent?.trim() ?? '');
      return [...table.querySelectorAll('tbody tr')]
        .filter((row) => row.textContent?.includes(tag))
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? ''))
        .map((cells) => `${cells[titles.indexOf('First Name')]}: ${cells[titles.indexOf('Decision')]}`);
    }, TAG);
    expect(decisions).toEqual(byRank.map((name) => `${name}: ${top.includes(name) ? 'Accepted' : 'pending'}`));
    const after = await budgetNow(request);
    expect(after.left).toBe(before.left! - 3 * REQUIRED);
    expect(after.accepted).toBe(before.accepted + 3);
    await screenshotBoth(page, 'admin-bulk-decision-done');
    await expectNoSidewaysScroll(page);
  } finally {
    const removed = await request.delete(`${BUDGETS}/${budgetId}`, { headers });
    expect(removed.ok()).toBe(true);
  }
});
