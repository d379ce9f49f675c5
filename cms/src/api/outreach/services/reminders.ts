import type { ReminderCount } from '@bursary/domain/back-office-api';
import { officeDayStart } from '@bursary/domain/office-time';
import type { Core } from '@strapi/strapi';
import { badRequest, conflict, notFound } from '../../../utils/api-error';
import { fillPlaceholders } from '../../../utils/fill-placeholders';
import { getService } from '../../../utils/get-service';
import type { StaffActor } from '../../../utils/require-staff';
import { displayedDate } from '../../portal/services/portal-content';
import { mailEach } from '../utils/mail-each';
import type { Audience } from './recipients';

const TEMPLATES = 'api::messaging.email-template';
export const REMINDER_TEMPLATE = 'application_reminder';
const PAGE_SIZE = 100;

/** "14 sent; 3 already reminded today" (and how many failed, if any). */
export const reminderOutcome = ({ sent, skipped, failed }: { sent: number; skipped: number; failed: number }) =>
  [`${sent} sent`, ...(skipped > 0 ? [`${skipped} already reminded today`] : []), ...(failed > 0 ? [`${failed} failed`] : [])].join('; ');

// The reminder to applicants of the cycle who started an application and have not submitted (nor
// withdrawn) it: the cms template application_reminder, one e-mail each (in the mail log, with the
// application), at most one a day each (the office's day: one sent since midnight in South Africa
// counts), and an audit row per send. Sends take turns, so two at once never remind anyone twice.
const reminders = ({ strapi }: { strapi: Core.Strapi }) => {
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(task: () => Promise<T>) => {
    const run = turn.then(task, task);
    turn = run.catch(() => undefined);
    return run;
  };

  // The in-progress applications of the cycle, reminded today or not yet.
  const audienceOf = (cycleYear: number, wasReminded: boolean, since: Date): Audience => ({
    cycleYear,
    inProgress: true,
    letter: { templateKey: REMINDER_TEMPLATE, wasSent: wasReminded, since },
  });

  // Only this cycle's applicants can still finish, and only while applications are open.
  const cycleOf = async (year: number | null) => {
    const settings = await getService('portal.portal-content').settings();
    const cycleYear = settings.cycle_year;
    if (year !== cycleYear) {
      throw badRequest(`Only applicants of ${cycleYear}, the year being applied for, can still finish their application: remind those of ${cycleYear}.`);
    }
    if (!settings.applications_open) {
      throw conflict(`Applications for ${cycleYear} are closed, so in-progress applicants can no longer finish: no reminder was sent.`);
    }
    const template: { subject: string } | null = await strapi.db.query(TEMPLATES).findOne({ where: { key: REMINDER_TEMPLATE }, select: ['subject'] });
    if (!template) throw conflict(`The e-mail template "${REMINDER_TEMPLATE}" does not exist. Add it under E-mail templates in the cms.`);
    return {
      cycleYear,
      subject: fillPlaceholders(template.subject, { cycle_year: cycleYear }),
      values: {
        closing_date: displayedDate(settings.closing_date),
        continue_link: `${settings.applicant_url.replace(/\/+$/, '')}/bursauryform`,
      },
    };
  };

  const countNow = async (cycleYear: number, since: Date) => {
    const recipients = getService('outreach.recipients');
    const [count, skipped] = await Promise.all([
      recipients.count(audienceOf(cycleYear, false, since)),
      recipients.count(audienceOf(cycleYear, true, since)),
    ]);
    return { count, skipped };
  };

  return {
    // How many a send now would remind, and how many it would skip (reminded today); sends nothing.
    async count(year: number | null): Promise<ReminderCount> {
      const { cycleYear, subject } = await cycleOf(year);
      return { cycle_year: cycleYear, subject, ...(await countNow(cycleYear, officeDayStart())) };
    },

    // Reminds every in-progress applicant of the cycle not reminded today.
    async send(staff: StaffActor, year: number | null) {
      const { cycleYear, subject, values } = await cycleOf(year);
      return inTurn(async () => {
        const since = officeDayStart();
        const { count, skipped } = await countNow(cycleYear, since);
        if (count === 0 && skipped === 0) throw notFound(`There are no in-progress applicants of ${cycleYear}.`);
        const mailer = getService('messaging.mailer');
        const delivery = await mailEach(getService('outreach.recipients').pages(audienceOf(cycleYear, false, since), PAGE_SIZE), async (recipient) => {
          const result = await mailer.send(REMINDER_TEMPLATE, {
            to: recipient.email,
            values: { ...values, first_name: recipient.firstName, last_name: recipient.lastName },
            applicationId: recipient.applicationId,
            sentByUserId: staff.userId,
          });
          return result.ok ? null : { email: recipient.email, error: result.error ?? 'The e-mail could not be sent.' };
        });
        await getService('audit.audit-log').record(staff, {
          action: 'email.application_reminder',
          targetType: 'applications',
          targetId: null,
          after: { to: `in-progress applicants of ${cycleYear}`, template: REMINDER_TEMPLATE, subject },
          details: { sent: delivery.sent, failed: delivery.failed, skipped },
        });
        return { ...delivery, skipped };
      });
    },
  };
};

export type RemindersService = ReturnType<typeof reminders>;
export default reminders;
