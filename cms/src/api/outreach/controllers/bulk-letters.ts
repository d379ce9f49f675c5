import { badRequest } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { requireStaffActor } from '../../../utils/require-staff';
import { MAX_WAIT_SECONDS, type LetterAudience } from '../services/bulk-letters';
import { readRecordId } from '../../../utils/record-id';

const waitSecondsOf = (raw: unknown) => {
  if (raw === undefined) return MAX_WAIT_SECONDS;
  const seconds = Number(raw);
  if (typeof raw !== 'string' || raw.trim() === '' || !Number.isFinite(seconds) || seconds < 0) {
    throw badRequest(`Give wait as a number of seconds from 0 to ${MAX_WAIT_SECONDS}.`);
  }
  return Math.min(seconds, MAX_WAIT_SECONDS);
};

const GIVE_RUN_ID = 'Give the run_id the first answer gave.';
const runIdOf = (raw: unknown) => {
  const id = readRecordId(raw, GIVE_RUN_ID);
  if (id === null) throw badRequest(GIVE_RUN_ID);
  return id;
};

// GET /api/sendalldeclined and /api/sendallaccepted [?wait=seconds]: queues the letters, answering
// 200 with the counts once all are sent (or failed for good), or 202 with the progress when they take longer than the
// wait; ?run_id={run_id} then answers that run's progress without sending anything.
const sendAll = (audience: LetterAudience) => async (ctx: any) => {
  const staff = await requireStaffActor(ctx);
  const letters = getService('outreach.bulk-letters');
  const report = ctx.query.run_id === undefined
    ? await letters.sendAll(staff, audience, waitSecondsOf(ctx.query.wait))
    : await letters.progress(staff, audience, runIdOf(ctx.query.run_id));
  ctx.status = report.done ? 200 : 202;
  ctx.body = report;
};

// GET /api/sendalldeclined/count and /api/sendallaccepted/count: how many a send now would e-mail the
// letters to, and skip (sent them before); sends nothing.
const countAll = (audience: LetterAudience) => async (ctx: any) => {
  await requireStaffActor(ctx);
  ctx.body = await getService('outreach.bulk-letters').count(audience);
};

export default {
  declined: sendAll('declined'),
  accepted: sendAll('accepted'),
  declinedCount: countAll('declined'),
  acceptedCount: countAll('accepted'),
};
