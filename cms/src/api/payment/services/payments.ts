import type { Core } from '@strapi/strapi';
import { ACCEPT_DECLINE } from '@bursary/domain/constants';
import { isCalendarDate } from '@bursary/domain/date-of-birth';
import type { BankingPreset, PaymentRecord } from '@bursary/domain/back-office-api';
import { paymentSchema, type PaymentValues } from '@bursary/domain/schemas/payment';
import { bankingPresetSchema, type BankingPresetValues } from '@bursary/domain/schemas/banking-preset';
import { badRequest, conflict, notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { validateStaffForm } from '../../review/utils/validate-staff-form';
import { officeDate } from '../../review/utils/office-date';
import { inFormNames } from '../../../utils/form-names';
import { isPlainObject } from '../../../utils/validate-body';
import { displayUniversity } from '@bursary/domain/display-names';
import type { StaffActor } from '../../../utils/require-staff';

const APPLICATIONS = 'api::application.application';
const PAYMENTS = 'api::payment.payment';
const BANKING_PRESETS = 'api::reference.banking-preset';

export const NOT_ACCEPTED = 'Payments can be recorded only for an accepted application.';
export const PAYMENT_NOT_FOUND = 'Payment record not found.';
export const PAYMENT_DATE_MESSAGE = 'Enter payment date as yyyy-mm-dd';
export const PRESET_SAVED = 'Banking preset saved';
const presetNameTaken = (name: string) => `A banking preset named "${name}" already exists: choose another name`;

const FORM_FIELDS = Object.keys(paymentSchema.fields) as (keyof PaymentValues)[];
// Beside the form's fields, the spec's addpaymet payload names the payment and application; the date is ours.
const PAYLOAD_IDS = ['payment_id', 'application_id', 'payment_date'];
const COLUMNS = ['id', ...FORM_FIELDS, 'payment_date'];

type PaymentRow = PaymentValues & { id: number; payment_date: string };
type BankingPresetRow = BankingPresetValues & { id: number };

const PRESET_DETAILS = ['bank', 'account_no', 'branch_no'] as const;
const PRESET_COLUMNS = ['id', 'name', ...PRESET_DETAILS];

const presetOf = (row: BankingPresetRow): BankingPreset => ({
  name: row.name,
  payment_info: { bank: row.bank, account_no: row.account_no, branch_no: row.branch_no },
});

// The call's body is a preset as the list answers it: a name and payment_info with bank, account_no
// and branch_no. Anything else is refused by name; payment_info sent as anything but an object counts as not sent.
const presetValuesOf = (body: Record<string, unknown>): BankingPresetValues => {
  const { payment_info: info, ...rest } = body;
  const details = isPlainObject(info) ? info : {};
  inFormNames(rest, [], ['name']);
  inFormNames(details, [], PRESET_DETAILS);
  return validateStaffForm(bankingPresetSchema, { ...details, name: rest.name });
};

const pick = (row: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, row[field]]));

const shape = (row: PaymentRow, applicationId: number): PaymentRecord => ({
  payment_id: row.id,
  application_id: applicationId,
  ...(pick(row, FORM_FIELDS) as PaymentValues),
  amount_approved: Number(row.amount_approved),
  payment_date: row.payment_date,
});

// A field left out (or null) keeps its stored value or takes its default; one sent empty is refused
// with its own message ("Enter {field}", "Bank is required", "Amount approved is required").
const sentFields = (body: Record<string, unknown>) =>
  Object.fromEntries(FORM_FIELDS.filter((field) => body[field] !== undefined && body[field] !== null).map((field) => [field, body[field]]));

// The form's starting values: reference is the student number, else the ID number; the payment is
// in favour of the university. Account, EFT/Cheque and the approvers default in the shared schema.
const defaultsFor = (application: { student_number?: string | null; university?: string | null; uni?: string | null; applicant?: { id_number?: string | null } | null }) => ({
  reference: application.student_number?.trim() || application.applicant?.id_number?.trim() || undefined,
  in_favour_of: displayUniversity(application) ?? undefined,
});

const paymentDateOf = (raw: unknown, fallback: string) => {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const match = typeof raw === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw.trim()) : null;
  if (!match || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) throw badRequest(PAYMENT_DATE_MESSAGE);
  return match[0];
};

// Bursary payments to institutions, recorded by staff for accepted applications.
const payments = ({ strapi }: { strapi: Core.Strapi }) => ({
  // Creates a payment (paymentId null) or changes one of this application's payments.
  async save(staff: StaffActor, applicationId: number, paymentId: number | null, body: Record<string, unknown>) {
    inFormNames(body, [paymentSchema], PAYLOAD_IDS);
    return strapi.db.transaction(async () => {
      const application = await strapi.db.query(APPLICATIONS).findOne({
        where: { id: applicationId },
        select: ['id', 'accept_decline', 'student_number', 'university', 'uni'],
        populate: { applicant: { select: ['id_number'] } },
      });
      const existing: PaymentRow | null =
        paymentId === null
          ? null
          : await strapi.db.query(PAYMENTS).findOne({ where: { id: paymentId, application: { id: applicationId } }, select: COLUMNS });
      if (paymentId !== null && !existing) throw notFound(PAYMENT_NOT_FOUND);
      if (application.accept_decline !== ACCEPT_DECLINE.ACCEPTED) throw conflict(NOT_ACCEPTED);

      const starting = existing ? pick(existing, FORM_FIELDS) : defaultsFor(application);
      const values = validateStaffForm(paymentSchema, { ...starting, ...sentFields(body) });
      const data = { ...values, payment_date: paymentDateOf(body.payment_date, existing?.payment_date ?? officeDate()) };

      const saved: PaymentRow = existing
        ? await strapi.db.query(PAYMENTS).update({ where: { id: existing.id }, data, select: COLUMNS })
        : await strapi.db.query(PAYMENTS).create({ data: { ...data, application: applicationId, recorded_by: staff.userId }, select: COLUMNS });
      const payment = shape(saved, applicationId);
      await getService('audit.audit-log').record(staff, {
        action: existing ? 'payment.update' : 'payment.create',
        targetType: 'payment',
        targetId: payment.payment_id,
        before: existing ? shape(existing, applicationId) : null,
        after: payment,
        details: { application_id: applicationId },
      });
      return payment;
    });
  },

  async remove(staff: StaffActor, paymentId: number) {
    await strapi.db.transaction(async () => {
      const existing: (PaymentRow & { application: { id: number } | null }) | null = await strapi.db.query(PAYMENTS).findOne({
        where: { id: paymentId },
        select: COLUMNS,
        populate: { application: { select: ['id'] } },
      });
      if (!existing) throw notFound(PAYMENT_NOT_FOUND);
      const applicationId = existing.application?.id ?? null;
      await strapi.db.query(PAYMENTS).delete({ where: { id: paymentId } });
      await getService('audit.audit-log').record(staff, {
        action: 'payment.delete',
        targetType: 'payment',
        targetId: paymentId,
        before: shape(existing, applicationId as number),
        after: null,
        details: { application_id: applicationId },
      });
    });
  },

  // The application's payments in the order they were made.
  async list(applicationId: number): Promise<PaymentRecord[]> {
    const rows: PaymentRow[] = await strapi.db.query(PAYMENTS).findMany({
      where: { application: { id: applicationId } },
      select: COLUMNS,
      orderBy: [{ payment_date: 'asc' }, { id: 'asc' }],
    });
    return rows.map((row) => shape(row, applicationId));
  },

  // Institutions' bank details, kept by editors in the Strapi admin (Banking preset) and saved by staff from the payment form.
  async bankingPresets(): Promise<BankingPreset[]> {
    const rows: BankingPresetRow[] = await strapi.db.query(BANKING_PRESETS).findMany({ select: PRESET_COLUMNS, orderBy: { name: 'asc' } });
    return rows.map(presetOf);
  },

  // A new preset under a name no other preset has (whatever its case), made as the admin panel
  // makes one, so editors see and change it there too.
  async saveBankingPreset(staff: StaffActor, body: Record<string, unknown>): Promise<BankingPreset> {
    const values = presetValuesOf(body);
    return strapi.db.transaction(async () => {
      const taken = await strapi.db.query(BANKING_PRESETS).findOne({ where: { name: { $eqi: values.name } }, select: ['id'] });
      if (taken) throw conflict(presetNameTaken(values.name));
      const created = (await strapi.documents(BANKING_PRESETS).create({ data: values })) as unknown as BankingPresetRow;
      const preset = presetOf(created);
      await getService('audit.audit-log').record(staff, {
        action: 'banking_preset.create',
        targetType: 'banking_preset',
        targetId: created.id,
        before: null,
        after: preset,
      });
      return preset;
    });
  },
});

export type PaymentsService = ReturnType<typeof payments>;
export default payments;
