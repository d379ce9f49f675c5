import type { ReminderReport, SendRemindersResponse } from '@bursary/domain/back-office-api';
import { getService } from '../../../utils/get-service';
import { requireStaffActor } from '../../../utils/require-staff';
import { isPlainObject } from '../../../utils/validate-body';
import { readYear } from '../../search/utils/search-request';
import { reminderOutcome } from '../services/reminders';

// The year staff confirmed (the cycle's: the service refuses any other); none given is none confirmed.
const yearOf = (raw: unknown) => (raw === undefined || raw === null || raw === '' ? null : readYear(raw));

export default {
  // GET /api/sendinprogressreminders/count?application_year: how many a send now would remind, and skip; sends nothing.
  async count(ctx: any) {
    await requireStaffActor(ctx);
    ctx.body = await getService('outreach.reminders').count(yearOf(ctx.query.application_year));
  },

  // POST /api/sendinprogressreminders { application_year }: "14 sent; 3 already reminded today".
  async send(ctx: any) {
    const staff = await requireStaffActor(ctx);
    const body = ctx.request.body;
    const delivery = await getService('outreach.reminders').send(staff, yearOf(isPlainObject(body) ? body.application_year : undefined));
    const outcome = reminderOutcome({ sent: delivery.sent, skipped: delivery.skipped, failed: delivery.failed.length });
    const counts = { sent: delivery.sent, skipped: delivery.skipped, failed: delivery.failed };
    // Nobody reminded, nobody skipped and something failed: the mail server's refusal, as an error the back office shows.
    if (delivery.sent === 0 && delivery.skipped === 0 && delivery.failed.length > 0) {
      ctx.status = 502;
      const failed: SendRemindersResponse = { error: `The reminders could not be sent (${outcome}): ${delivery.failed[0].error}`, ...counts };
      ctx.body = failed;
      return;
    }
    const report: ReminderReport = { success: outcome, ...counts };
    ctx.body = report;
  },
};
