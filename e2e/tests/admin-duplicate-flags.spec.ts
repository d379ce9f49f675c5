import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freshSouthAfricanIdentity, type SouthAfricanIdentity } from '../../packages/test-kit/src/south-african-id';
import { basicInfo } from '../../packages/test-kit/src/step-bodies';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { fillApplication, referenceOf, registerByApi, submitApplication } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { screenshotBoth } from '../support/screenshot';
import { signInStaff } from '../support/staff';

// Issue 18 item 5: duplicates and inconsistencies flagged in the grid (filter) and on the detail,
// with the other record linked; nothing is blocked.

const TAG = `Dup${Date.now()}`;

// A submitted application whose basic information gives this date of birth and ID number (the
// applicant's own call, before submitting). Every other applicant of the test kit has an ID number of
// their own, so only the ones planted here share one.
const submittedWithId = async (request: APIRequestContext, names: { first_name: string; last_name: string }, identity: SouthAfricanIdentity) => {
  const applicant = await registerByApi(request, names);
  const applicationId = await fillApplication(request, applicant);
  const saved = await request.post(`${E2E.cmsUrl}/api/updateapplicant`, {
    headers: { Authorization: `Bearer ${applicant.token}` },
    data: { applicant: { ...basicInfo(), ...identity }, email: applicant.email },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await submitApplication(request, applicant, applicationId);
  return applicationId;
};

const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
const gridRows = (page: Page) => page.getByRole('row').filter({ hasText: TAG });

test('[ADMIN][FLAGS]: staff filter the grid by flagged, open a flagged applicant, see the flag and follow the link to the other record', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // One ID number under two accounts (typed with spaces by the second), and a third applicant with another.
  const shared = freshSouthAfricanIdentity();
  const { id_number: idNumber } = shared;
  const first = await submittedWithId(request, { first_name: 'Aaliyah', last_name: `${TAG}Davids` }, shared);
  const second = await submittedWithId(
    request,
    { first_name: 'Nuraan', last_name: `${TAG}Hendricks` },
    { ...shared, id_number: `${idNumber.slice(0, 6)} ${idNumber.slice(6, 10)} ${idNumber.slice(10)}` },
  );
  await submittedWithId(request, { first_name: 'Tasneem', last_name: `${TAG}Isaacs` }, freshSouthAfricanIdentity());

  await signInStaff(page);
  await page.getByLabel('Search by first or last name').fill(TAG);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`named “${TAG}”`) })).toBeVisible();
  await expect(gridRows(page)).toHaveCount(3);

  await select(page, 'Flagged').selectOption({ label: 'ID number' });
  await expect(page).toHaveURL(/[?&]flagged=id_number/);
  await expect(gridRows(page)).toHaveCount(2);
  await expect(gridRows(page).filter({ hasText: `${TAG}Davids` })).toHaveCount(1);
  await expect(gridRows(page).filter({ hasText: `${TAG}Hendricks` })).toHaveCount(1);
  await screenshotBoth(page, 'admin-duplicate-flags-grid');
  await expectNoSidewaysScroll(page);

  // Nobody of the three was paid into a shared account.
  await select(page, 'Flagged').selectOption({ label: 'Bank account' });
  await expect(page).toHaveURL(/[?&]flagged=bank_account/);
  await expect(gridRows(page)).toHaveCount(0);
  await select(page, 'Flagged').selectOption({ label: 'ID number' });
  await expect(gridRows(page)).toHaveCount(2);

  const opened = context.waitForEvent('page');
  await gridRows(page).getByRole('cell', { name: 'Aaliyah', exact: true }).click();
  const detail = await opened;
  await expect(detail).toHaveURL(`${E2E.adminUrl}/applicationmanager?application_id=${first}`);
  await expect(detail.getByRole('heading', { level: 1, name: `Aaliyah ${TAG}Davids` })).toBeVisible();

  const flags = detail.getByRole('region', { name: 'Flagged for a check (2)' });
  await expect(flags).toBeVisible();
  await expect(flags).toContainText('Nothing is blocked');
  const sameId = flags.getByRole('listitem').filter({ hasText: 'Same ID number as' });
  await expect(sameId).toContainText(`Same ID number as Nuraan ${TAG}Hendricks (${referenceOf(second)})`);
  await expect(flags.getByRole('listitem').filter({ hasText: 'Also applied under another e-mail' })).toContainText(`as Nuraan ${TAG}Hendricks (${referenceOf(second)})`);
  await expectAccessible(detail);
  await screenshotBoth(detail, 'admin-duplicate-flags-detail');
  await expectNoSidewaysScroll(detail);

  // The link opens the other record, which links back.
  await sameId.getByRole('link', { name: `Open ${referenceOf(second)}` }).click();
  await expect(detail).toHaveURL(`${E2E.adminUrl}/applicationmanager?application_id=${second}`);
  await expect(detail.getByRole('heading', { level: 1, name: `Nuraan ${TAG}Hendricks` })).toBeVisible();
  await expect(
    detail.getByRole('region', { name: 'Flagged for a check (2)' }).getByRole('listitem').filter({ hasText: 'Same ID number as' }),
  ).toContainText(`Same ID number as Aaliyah ${TAG}Davids (${referenceOf(first)})`);
  // Nothing is blocked: the decision buttons are there as for anyone.
  await expect(detail.getByRole('link', { name: 'Accept and Decline' }).first()).toBeVisible();
});
