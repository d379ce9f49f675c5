import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { referenceOf, submittedApplication } from '../support/applicants';
import { cmsAdminHeaders } from '../support/cms-admin';
import { E2E } from '../support/e2e-env';
import { screenshotBoth } from '../support/screenshot';
import { scoreByKeyboard } from '../support/scoring';
import { anotherStaffMember, signInStaff } from '../support/staff';

// Issue 18, items 2 and 3: a staff member scores an application by keyboard against the rubric
// the editors set, submits, then sees the other reviewers' scores, the weighted average and the
// spread, and moves on to the next application through the review queue.

const CRITERIA = `${E2E.cmsUrl}/content-manager/collection-types/api::selection.rubric-criterion`;
const YEAR = 2025;
// The seeded rubric, with financial need weighted double by the editors for this spec.
const RUBRIC = [
  { key: 'financial_need', name: 'Financial need', weight: 2 },
  { key: 'academic_merit', name: 'Academic merit', weight: 1 },
  { key: 'community_involvement', name: 'Community involvement', weight: 1 },
  { key: 'motivation', name: 'Motivation', weight: 1 },
];
type Scores = number[];
const OTHERS: { first_name: string; last_name: string; scores: Scores }[] = [
  { first_name: 'Nomvula', last_name: `Dlamini${Date.now()}`, scores: [5, 3, 4, 2] },
  { first_name: 'Pieter', last_name: `van Wyk${Date.now()}`, scores: [2, 4, 1, 5] },
];
const MINE: Scores = [4, 5, 3, 4];

// Worked out here: each review's sum of weight x score over the weights, then their mean and max - min.
const weighted = (scores: Scores) => RUBRIC.reduce((sum, criterion, index) => sum + criterion.weight * scores[index], 0) / RUBRIC.reduce((sum, c) => sum + c.weight, 0);
const asBody = (scores: Scores) =>
  Object.fromEntries(RUBRIC.map((criterion, index) => [criterion.key, { score: scores[index], reason: `${criterion.name}, as I read it` }]));

const asStaff = (token: string) => ({ headers: { Authorization: token } });

const submitAs = async (request: APIRequestContext, token: string, applicationId: number, scores: Scores) => {
  const response = await request.post(`${E2E.cmsUrl}/api/submitscores`, { ...asStaff(token), data: { application_id: applicationId, scores: asBody(scores) } });
  expect(response.status(), await response.text()).toBe(200);
};

test('[ADMIN][SCORING]: score by keyboard, submit, see the others and the weighted average, and move on through the queue', async ({ page, request }) => {
  test.setTimeout(180_000);
  const headers = await cmsAdminHeaders(request);
  const seeded = (await (await request.get(`${CRITERIA}?filters[year][$eq]=${YEAR}&filters[key][$eq]=financial_need`, { headers })).json()).results[0];
  expect(seeded).toMatchObject({ name: 'Financial need', weight: 1, scale_min: 1, scale_max: 5 });
  const weigh = async (weight: number) => {
    const saved = await request.put(`${CRITERIA}/${seeded.documentId}`, { headers, data: { weight } });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  await weigh(2);
  try {
    const first = await submittedApplication(request, { first_name: 'Thandeka', last_name: `Score${Date.now()}` });
    const second = await submittedApplication(request, { first_name: 'Yusuf', last_name: `Score${Date.now()}` });
    const firstName = `${first.applicant.first_name} ${first.applicant.last_name}`;
    const secondName = `${second.applicant.first_name} ${second.applicant.last_name}`;
    for (const other of OTHERS) {
      const staff = await anotherStaffMember(request, other);
      await submitAs(request, staff.token, first.applicationId, other.scores);
    }

    // The reviewer is new; earlier specs' applications come first in their queue (oldest first), so they set those aside.
    const scorer = await anotherStaffMember(request, { first_name: 'Ayesha', last_name: `Scorer${Date.now()}` });
    for (;;) {
      const queue = await (await request.get(`${E2E.cmsUrl}/api/reviewqueue`, asStaff(scorer.token))).json();
      expect(queue.next, 'the queue ran out before the applications of this spec').not.toBeNull();
      if (queue.next.application_id === first.applicationId) break;
      const looked = await request.post(`${E2E.cmsUrl}/api/lookwithoutscoring`, { ...asStaff(scorer.token), data: { application_id: queue.next.application_id } });
      expect(looked.status()).toBe(200);
    }

    await signInStaff(page, scorer);
    await page.getByRole('link', { name: 'Review queue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
    await expect(page.getByText(`2 applications left to score in ${YEAR}.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `${firstName} ${referenceOf(first.applicationId, YEAR)}` })).toBeVisible();
    // Nothing of the others' shows before my own are in.
    await expect(page.getByText("The other reviewers' scores are hidden until you submit yours")).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    // Three criteria by keyboard; Submit with the fourth left out puts its message at the field and the focus on it.
    await page.getByRole('group', { name: RUBRIC[0].name }).getByRole('radio', { name: '1', exact: true }).focus();
    for (const [index, criterion] of RUBRIC.slice(0, 3).entries()) await scoreByKeyboard(page, criterion.name, MINE[index], `${criterion.name}: clear from the file`);
    await page.getByRole('button', { name: 'Submit scores' }).focus();
    await page.keyboard.press('Enter');
    const motivation = page.getByRole('group', { name: 'Motivation' });
    await expect(motivation).toContainText('Choose a score for Motivation.');
    await expect(page.getByLabel('Reason for the Motivation score')).toHaveAccessibleDescription('Give a short reason for the Motivation score.');
    await expect(motivation.getByRole('radio', { name: '1', exact: true })).toBeFocused();
    await expectAccessible(page);
    await screenshotBoth(page, 'admin-scoring-form');
    await expectNoSidewaysScroll(page);

    await motivation.getByRole('radio', { name: '1', exact: true }).focus();
    await scoreByKeyboard(page, 'Motivation', MINE[3], 'Motivation: a clear plan');
    await expect(page.getByRole('button', { name: 'Submit scores' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Submit your scores for ${firstName}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, submit' }).focus();
    await page.keyboard.press('Enter');

    // Submitted: every reviewer's scores, the weighted average and the spread, worked out again here.
    await expect(page.getByRole('status').filter({ hasText: `Your scores for ${firstName} are submitted.` })).toBeVisible();
    const reviews = [MINE, ...OTHERS.map((other) => other.scores)].map(weighted);
    const average = reviews.reduce((sum, value) => sum + value, 0) / reviews.length;
    const spread = Math.max(...reviews) - Math.min(...reviews);
    const figure = (label: string) => page.locator('.scores-figures > div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');
    await expect(figure('Weighted average')).toHaveText(average.toFixed(2));
    await expect(figure('Spread')).toHaveText(spread.toFixed(2));
    await expect(figure('Reviews submitted')).toHaveText('3');
    const rows = [
      { who: `${scorer.first_name} ${scorer.last_name} (you)`, scores: MINE },
      ...OTHERS.map((other) => ({ who: `${other.first_name} ${other.last_name}`, scores: other.scores })),
    ];
    for (const row of rows) {
      const cells = page.getByRole('row', { name: new RegExp(`^${row.who.replace(/[()]/g, '\\$&')}`) }).getByRole('cell');
      await expect(cells).toHaveCount(RUBRIC.length + 1);
      for (const [index, score] of row.scores.entries()) await expect(cells.nth(index).locator('.scores-score')).toHaveText(String(score));
      await expect(cells.nth(RUBRIC.length)).toHaveText(weighted(row.scores).toFixed(2));
    }

    // The queue moves on: "Next application" has the focus, and Enter opens the next one.
    const next = page.getByRole('button', { name: 'Next application' });
    await expect(next).toBeFocused();
    await expect(page.getByText(`1 application left to score in ${YEAR}.`)).toBeVisible();
    await expectAccessible(page);
    await screenshotBoth(page, 'admin-scoring-scores');
    await expectNoSidewaysScroll(page);
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: `${secondName} ${referenceOf(second.applicationId, YEAR)}` })).toBeVisible();
    await expect(page.getByText(`1 application left to score in ${YEAR}.`)).toBeVisible();

    // The applicant record's Scores (beside Review) shows the same.
    await page.goto(`${E2E.adminUrl}/applicationmanager?application_id=${first.applicationId}`);
    await page.getByRole('link', { name: 'Scores', exact: true }).click();
    await expect(page).toHaveURL(/&view=scores$/);
    await expect(figure('Weighted average')).toHaveText(average.toFixed(2));
  } finally {
    await weigh(1);
  }
});
