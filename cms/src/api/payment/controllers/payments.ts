import { getService } from '../../../utils/get-service';
import { notFound } from '../../../utils/api-error';
import { requireStaffActor } from '../../../utils/require-staff';
import { requireOwnApplicationId } from '../../../utils/require-applicant';
import { isPlainObject } from '../../../utils/validate-body';
import { PAYMENT_NOT_FOUND, PRESET_SAVED } from '../services/payments';
import { readRecordId } from '../../../utils/record-id';

const bodyOf = (ctx: any): Record<string, unknown> => (isPlainObject(ctx.request.body) ? ctx.request.body : {});

const paymentIdFrom = (raw: unknown) => {
  const paymentId = readRecordId(raw, 'Give the payment_id of the payment as a whole number.');
  if (paymentId === null) throw notFound(PAYMENT_NOT_FOUND);
  return paymentId;
};

// An empty payment_id means a new payment.
const isNewPayment = (raw: unknown) => raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0';

export default {
  // POST /api/addpaymet
  async save(ctx: any) {
    const staff = await requireStaffActor(ctx);
    const body = bodyOf(ctx);
    const applicationId = await requireOwnApplicationId(ctx, body.application_id);
    const paymentId = isNewPayment(body.payment_id) ? null : paymentIdFrom(body.payment_id);
    const payment = await getService('payment.payments').save(staff, applicationId, paymentId, body);
    ctx.body = { success: 'Payment record added/updated successfully', payment };
  },

  // POST /api/deletepayment
  async remove(ctx: any) {
    const staff = await requireStaffActor(ctx);
    await getService('payment.payments').remove(staff, paymentIdFrom(bodyOf(ctx).payment_id));
    ctx.body = { success: 'Payment record deleted' };
  },

  // GET /api/getpayments?application_id
  async list(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.query.application_id);
    ctx.body = await getService('payment.payments').list(applicationId);
  },

  // GET /api/bankingpresets
  async bankingPresets(ctx: any) {
    ctx.body = await getService('payment.payments').bankingPresets();
  },

  // POST /api/bankingpresets
  async saveBankingPreset(ctx: any) {
    const staff = await requireStaffActor(ctx);
    const preset = await getService('payment.payments').saveBankingPreset(staff, bodyOf(ctx));
    ctx.body = { success: PRESET_SAVED, preset };
  },
};
