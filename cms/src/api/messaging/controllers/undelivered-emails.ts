import { isPlainObject } from '../../../utils/validate-body';
import { badRequest, notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { readRecordId } from '../../../utils/record-id';
import { requireStaffActor } from '../../../utils/require-staff';
import { EMAIL_NOT_FOUND } from '../services/undelivered-emails';

const PAGE_MESSAGE = 'The page must be a whole number from 1.';
const GIVE_EMAIL_ID = 'Give the email_id of the e-mail to send again.';

const readPage = (raw: unknown) => {
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw badRequest(PAGE_MESSAGE);
  return Number(raw);
};

export default {
  // GET /api/undeliveredemails?page (ours): the e-mails not delivered, or not yet, newest first.
  async list(ctx: any) {
    const page = readPage(ctx.query.page);
    ctx.body = await getService('messaging.undelivered-emails').page(await requireStaffActor(ctx), page);
  },

  // POST /api/resendemail { email_id } (ours): a failed e-mail is sent again.
  async resend(ctx: any) {
    const raw = isPlainObject(ctx.request.body) ? ctx.request.body.email_id : undefined;
    if (raw === undefined || raw === null || raw === '') throw badRequest(GIVE_EMAIL_ID);
    const emailId = readRecordId(raw, GIVE_EMAIL_ID);
    if (emailId === null) throw notFound(EMAIL_NOT_FOUND);
    ctx.body = await getService('messaging.undelivered-emails').resend(await requireStaffActor(ctx), emailId);
  },
};
