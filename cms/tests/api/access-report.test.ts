import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { api, signIn } from '../support/api';
import { authorised } from '../support/applicants';
import { TEST_STAFF } from '../support/test-env';
import { submittedApplication } from '../support/submitted-applications';

// `npm run access-report`: whom staff reached in a period, for a breach notification.

const ROOT = path.resolve(__dirname, '../../..');
const run = promisify(execFile);
const report = (...args: string[]) => run(process.execPath, [path.join(ROOT, 'scripts', 'access-report.mjs'), ...args], { env: process.env, maxBuffer: 256 * 1024 * 1024 });
const today = () => new Date().toISOString().slice(0, 10);
const rowsOf = (csv: string) => csv.trim().split('\n').slice(1);

describe('npm run access-report', () => {
  it("lists each applicant a staff member reached, with how to reach them and what was done", async () => {
    const staff = await signIn();
    const { applicant, applicationId } = await submittedApplication({ first_name: 'Breach', last_name: `Reached${Date.now()}` });
    await api().get(`/api/getapplication/${applicationId}`).set(authorised(staff)).expect(200);
    await api().post('/api/addcomment').set(authorised(staff)).send({ application_id: applicationId, comment: 'Checked' }).expect(200);

    const { stdout, stderr } = await report('--from', today(), '--actor', TEST_STAFF.email);
    expect(stdout.split('\n')[0]).toBe(
      '"applicant_id","first_name","last_name","email","cell_phone","application_id","application_year","accesses","first_access","last_access","by","actions"',
    );
    const row = rowsOf(stdout).find((line) => line.includes(applicant.email));
    expect(row).toContain(`"${applicant.applicantId}","Breach","${applicant.last_name}","${applicant.email}","0821234567","${applicationId}"`);
    // The last column lists what was done; other files' whole-year exports may have reached them too.
    const actions = row!.slice(row!.lastIndexOf(',"') + 2, -1).split('; ');
    expect(actions).toEqual(expect.arrayContaining(['view.special_personal_information', 'comment.add']));
    expect(row).toContain(`${TEST_STAFF.email} from `);
    expect(stderr).toMatch(/logged accesses from .* by staff\.test@bursary\.local reached \d+ applicants\./);
  });

  it('lists nobody for a period or a staff member with no accesses, and refuses a date it cannot read', async () => {
    const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect(rowsOf((await report('--from', tomorrow)).stdout)).toEqual([]);
    expect(rowsOf((await report('--from', today(), '--actor', 'nobody@bursary.local')).stdout)).toEqual([]);
    await expect(report('--from', '24/11/2026')).rejects.toMatchObject({ stderr: expect.stringContaining('Give --from as a date, yyyy-mm-dd.') });
  });
});
