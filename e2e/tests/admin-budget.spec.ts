import type { BudgetReport } from '@bursary/domain/budget';
import { formatRand } from '@bursary/domain/rand-amount';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { staffGet, submittedApplication } from '../support/applicants';
import { cmsAdminHeaders } from '../support/cms-admin';
import { E2E } from '../support/e2e-env';
import { screenshotBoth } from '../support/screenshot';
import { signInStaff } from '../support/staff';

// Issue 18 item 6: editors set the cycle's budget in the Strapi admin; staff see what is committed,
// paid and left, per institution, and what a decision will cost before they save it.

const BUDGETS = `${E2E.cmsUrl}/content-manager/collection-types/api::selection.cycle-budget`;
const YEAR = 2025;
// The test kit's University step: tuition 45 000, books 4 000, accommodation 30 000, travelling 6 000.
const REQUIRED = 85000;

const budgetNow = (request: Parameters<typeof staffGet>[0]) => staffGet<BudgetReport>(request, `/api/getbudget?application_year=${YEAR}`);
const card = (page: Page, label: string | RegExp) => page.locator('.budget-figures > div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');

test('[ADMIN][BUDGET]: the cycle budget, committed, paid and left, and what a decision costs before it is saved', async ({ page, request }) => {
  test.setTimeout(120_000);
  const headers = await cmsAdminHeaders(request);
  const created = await request.post(BUDGETS, { headers, data: { year: YEAR, amount: 5000000 } });
  expect(created.status(), await created.text()).toBe(201);
  const documentId: string = (await created.json()).data.documentId;
  try {
    const lastName = `Budget${Date.now()}`;
    const name = `Safiyyah ${lastName}`;
    const { applicationId } = await submittedApplication(request, { first_name: 'Safiyyah', last_name: lastName });
    const before = await budgetNow(request);

    await signInStaff(page);
    await page.goto(`${E2E.adminUrl}/applicationmanager?application_id=${applicationId}&view=acceptdecline`);
    await page.getByRole('radio', { name: 'Accept' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: `Accept ${name}?` });
    await expect(dialog.locator('.decision-cost')).toHaveText(
      `This commits ${formatRand(REQUIRED)} more of the ${YEAR} budget. ${formatRand(before.left! - REQUIRED)} would then be left.`,
    );
    await dialog.getByRole('button', { name: 'Yes, accept' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} accepted` })).toBeVisible();

    const after = await budgetNow(request);
    expect(after.committed).toBeCloseTo(before.committed + REQUIRED, 2);
    await page.goto(`${E2E.adminUrl}/admindashboard?view=budget`);
    await expect(page.getByRole('heading', { level: 1, name: 'Budget' })).toBeVisible();
    await expect(page.getByLabel('Application year')).toHaveValue(String(YEAR));
    await expect(card(page, 'Budget')).toHaveText(formatRand(5000000));
    await expect(card(page, `Committed (${after.accepted} accepted)`)).toHaveText(formatRand(after.committed));
    await expect(card(page, 'Paid')).toHaveText(formatRand(after.paid));
    await expect(card(page, /^Left$/)).toHaveText(formatRand(after.left!));
    const uct = after.institutions.find((line) => line.institution === 'University of Cape Town')!;
    const row = page.getByRole('row', { name: /^University of Cape Town/ });
    await expect(row.getByRole('cell')).toHaveText([String(uct.accepted), formatRand(uct.committed), formatRand(uct.paid), formatRand(uct.outstanding)]);
    await expect(page.getByRole('img', { name: `Chart: Committed and paid per institution, ${YEAR}` })).toBeVisible();
    await expectAccessible(page);
    await screenshotBoth(page, 'admin-budget');
    await expectNoSidewaysScroll(page);

    // Declining frees what accepting committed.
    await page.goto(`${E2E.adminUrl}/applicationmanager?application_id=${applicationId}&view=acceptdecline`);
    await page.getByRole('radio', { name: 'Decline' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: `Decline ${name}?` }).locator('.decision-cost')).toHaveText(
      `This frees ${formatRand(REQUIRED)} of the ${YEAR} budget. ${formatRand(after.left! + REQUIRED)} would then be left.`,
    );
  } finally {
    const removed = await request.delete(`${BUDGETS}/${documentId}`, { headers });
    expect(removed.ok()).toBe(true);
  }
});
