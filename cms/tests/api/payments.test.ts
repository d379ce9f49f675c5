import crypto from 'node:crypto';
import { api, signIn } from '../support/api';
import { registerApplicant } from '../support/applicants';
import { decide, fillApplication, submitCompleteApplication } from '../support/applications';
import { auditRows } from '../support/audit';
import { signInToAdminPanel } from '../support/cms-admin';
import { db } from '../support/database';

let staff: { token: string; user: number };

beforeAll(async () => {
  staff = await signIn();
});

const addPayment = (body: Record<string, unknown>, token = staff.token) => api().post('/api/addpaymet').set('Authorization', token).send(body);
const deletePayment = (body: Record<string, unknown>, token = staff.token) =>
  api().post('/api/deletepayment').set('Authorization', token).send(body);
const payments = (applicationId: number, token = staff.token) => api().get(`/api/getpayments?application_id=${applicationId}`).set('Authorization', token);

// An accepted application and the basic information its applicant sent (their own ID number).
const accepted = async (changes: Record<string, unknown> = {}) => {
  const { applicationId, basic } = await fillApplication(await registerApplicant(), { university: changes });
  await decide(applicationId, 1, { staff });
  return { applicationId, basic };
};
const acceptedApplication = async (changes: Record<string, unknown> = {}) => (await accepted(changes)).applicationId;

// Refused payments record nothing, so they are all tried on one accepted application.
let untouched: Promise<number> | null = null;
const untouchedApplication = () => (untouched ??= acceptedApplication());

// What the payment form sends: the institution's bank details, the purpose and the amount;
// the other fields are left to their defaults.
const paymentForm = (applicationId: number) => ({
  payment_id: '',
  application_id: applicationId,
  bank: 'Standard Bank',
  account_no: '070123456',
  branch_code: '051001',
  in_respect_of: 'Education',
  amount_approved: 15000,
});

const paymentRows = async (applicationId: number) => {
  const rows = await db()('application_payments as p')
    .join('application_payments_application_lnk as l', 'l.payment_id', 'p.id')
    .leftJoin('application_payments_recorded_by_lnk as r', 'r.payment_id', 'p.id')
    .where('l.application_id', applicationId)
    .orderBy('p.id')
    .select('p.*', 'r.user_id');
  return rows.map(({ approved_1: approved1, approved_2: approved2, ...row }) => ({
    ...row,
    approved1,
    approved2,
    id: Number(row.id),
    user_id: Number(row.user_id),
    amount_approved: Number(row.amount_approved),
    // SQLite keeps the text; PostgreSQL's driver gives a Date at local midnight.
    payment_date: row.payment_date instanceof Date ? officeDay(row.payment_date, 'local') : row.payment_date,
  }));
};

const officeDay = (date: Date, zone: 'office' | 'local' = 'office') =>
  new Intl.DateTimeFormat('en-CA', zone === 'office' ? { timeZone: 'Africa/Johannesburg' } : {}).format(date);

describe('[STAFF][PAYMENT]: POST /api/addpaymet', () => {
  it('records a payment with the defaults: Trust, EFT, AGS, MSB, the student number, the university and today', async () => {
    const applicationId = await acceptedApplication();

    const { body } = await addPayment(paymentForm(applicationId)).expect(200);

    const [stored] = await paymentRows(applicationId);
    const expected = {
      payment_id: stored.id,
      application_id: applicationId,
      reference: 'DVSFAT001',
      in_favour_of: 'University of Cape Town',
      bank: 'Standard Bank',
      account_no: '070123456',
      branch_code: '051001',
      in_respect_of: 'Education',
      account: 'Trust',
      amount_approved: 15000,
      eft_chq: 'EFT',
      approved1: 'AGS',
      approved2: 'MSB',
      payment_date: officeDay(new Date()),
    };
    expect(body).toEqual({ success: 'Payment record added/updated successfully', payment: expected });
    const { payment_id: _id, application_id: _application, ...columns } = expected;
    expect(stored).toMatchObject({ ...columns, user_id: staff.user });

    const [audit] = await auditRows('payment.create', stored.id);
    expect(audit).toMatchObject({ actor: staff.user, target_type: 'payment', before: null, after: expected, details: { application_id: applicationId } });
  });

  it('takes the ID number as the reference when there is no student number, and an "Other" university by its name', async () => {
    const { applicationId, basic } = await accepted({ student_number: '', university: 'Other', uni: 'Boston City Campus' });
    const { body } = await addPayment(paymentForm(applicationId)).expect(200);
    expect(body.payment).toMatchObject({ reference: basic.id_number, in_favour_of: 'Boston City Campus' });
  });

  it('keeps what staff chose instead of the defaults', async () => {
    const applicationId = await acceptedApplication();
    const chosen = {
      reference: 'DVSFAT001-ACC',
      in_favour_of: 'UCT Residences',
      account: 'Zakah',
      eft_chq: 'Cheque',
      approved1: 'RH',
      approved2: 'FK',
      in_respect_of: 'Accommodation',
      payment_date: '2025-02-28',
    };
    const { body } = await addPayment({ ...paymentForm(applicationId), ...chosen, amount_approved: 'R12 500,50' }).expect(200);
    expect(body.payment).toMatchObject({ ...chosen, amount_approved: 12500.5 });
    expect((await paymentRows(applicationId))[0]).toMatchObject({ ...chosen, amount_approved: 12500.5 });
  });

  it('updates the payment named by payment_id, keeping what was not sent, and audits before and after', async () => {
    const applicationId = await acceptedApplication();
    const created = (await addPayment({ ...paymentForm(applicationId), payment_date: '2025-03-01' }).expect(200)).body.payment;

    const { body } = await addPayment({
      payment_id: created.payment_id,
      application_id: applicationId,
      amount_approved: 18000,
      in_respect_of: 'Textbooks',
    }).expect(200);

    expect(body).toEqual({
      success: 'Payment record added/updated successfully',
      payment: { ...created, amount_approved: 18000, in_respect_of: 'Textbooks' },
    });
    const rows = await paymentRows(applicationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount_approved: 18000, in_respect_of: 'Textbooks', bank: 'Standard Bank', payment_date: '2025-03-01' });
    const [audit] = await auditRows('payment.update', created.payment_id);
    expect(audit).toMatchObject({ actor: staff.user, before: created, after: { ...created, amount_approved: 18000, in_respect_of: 'Textbooks' } });
  });

  it("does not update another application's payment", async () => {
    const applicationId = await acceptedApplication();
    const otherId = await acceptedApplication();
    const created = (await addPayment(paymentForm(applicationId)).expect(200)).body.payment;
    const { body } = await addPayment({ ...paymentForm(otherId), payment_id: created.payment_id, amount_approved: 1 }).expect(404);
    expect(body).toEqual({ error: 'Payment record not found.' });
    expect((await paymentRows(applicationId))[0].amount_approved).toBe(15000);
    expect(await paymentRows(otherId)).toEqual([]);
  });

  it.each([
    ['no bank', { bank: '' }, 'Bank is required'],
    ['no amount', { amount_approved: '' }, 'Amount approved is required'],
    ['an amount that is not a number', { amount_approved: 'fifteen thousand' }, 'Amount approved is required'],
    ['an amount of 0', { amount_approved: 0 }, 'Amount approved is required'],
    ['an amount that could be read two ways', { amount_approved: '12,500' }, 'Amount approved is required'],
    ['an empty reference', { reference: '' }, 'Enter reference'],
    ['an empty in favour of', { in_favour_of: '  ' }, 'Enter in favour of'],
    ['no account number', { account_no: '' }, 'Enter account number'],
    ['no branch code', { branch_code: '' }, 'Enter branch code'],
    ['no purpose', { in_respect_of: '' }, 'Enter in respect of'],
    ['a purpose not offered', { in_respect_of: 'Groceries' }, 'Enter in respect of'],
    ['an empty account', { account: '' }, 'Enter account'],
    ['a payment method not offered', { eft_chq: 'Cash' }, 'Enter EFT/Cheque'],
    ['no first approver', { approved1: '' }, 'Enter first approver'],
    ['no second approver', { approved2: '' }, 'Enter second approver'],
    ['a date in another format', { payment_date: '28/02/2025' }, 'Enter payment date as yyyy-mm-dd'],
    ['a date that does not exist', { payment_date: '2025-02-30' }, 'Enter payment date as yyyy-mm-dd'],
  ])('refuses %s with "%s" and records nothing', async (_case, change, message) => {
    const applicationId = await untouchedApplication();
    const { body } = await addPayment({ ...paymentForm(applicationId), ...change }).expect(400);
    expect(body).toEqual({ error: message });
    expect(await paymentRows(applicationId)).toEqual([]);
  });

  // The spec's own messages ("Bank is required", "Amount approved is required") come before the generic "Enter {field}".
  it("answers a form sent with every field empty with the spec's own first message", async () => {
    const applicationId = await untouchedApplication();
    const empty = Object.fromEntries(
      ['reference', 'in_favour_of', 'bank', 'account_no', 'branch_code', 'in_respect_of', 'account', 'amount_approved', 'eft_chq', 'approved1', 'approved2'].map(
        (field) => [field, ''],
      ),
    );
    const { body } = await addPayment({ payment_id: '', application_id: applicationId, ...empty }).expect(400);
    expect(body).toEqual({ error: 'Bank is required' });
  });

  it.each([
    ['pending', null],
    ['declined', 0],
  ] as const)('refuses a payment for a %s application', async (_case, decision) => {
    const applicationId = await submitCompleteApplication(await registerApplicant());
    if (decision !== null) await decide(applicationId, decision, { staff });
    const { body } = await addPayment(paymentForm(applicationId)).expect(409);
    expect(body).toEqual({ error: 'Payments can be recorded only for an accepted application.' });
    expect(await paymentRows(applicationId)).toEqual([]);
    expect(await auditRows('payment.create', applicationId)).toEqual([]);
  });

  it('answers an unknown application or payment as not found', async () => {
    await addPayment(paymentForm(99999999)).expect(404, { error: 'Application not found.' });
    const applicationId = await acceptedApplication();
    await addPayment({ ...paymentForm(applicationId), payment_id: 99999999 }).expect(404, { error: 'Payment record not found.' });
    await addPayment({ ...paymentForm(applicationId), payment_id: 'abc' }).expect(400, { error: 'Give the payment_id of the payment as a whole number.' });
  });
});

describe('[STAFF][PAYMENT]: POST /api/deletepayment', () => {
  it('deletes the payment and audits what it was', async () => {
    const applicationId = await acceptedApplication();
    const created = (await addPayment(paymentForm(applicationId)).expect(200)).body.payment;

    await deletePayment({ payment_id: created.payment_id }).expect(200, { success: 'Payment record deleted' });

    expect(await paymentRows(applicationId)).toEqual([]);
    expect(await auditRows('payment.delete', created.payment_id)).toMatchObject([
      { actor: staff.user, before: created, after: null, details: { application_id: applicationId } },
    ]);
    await deletePayment({ payment_id: created.payment_id }).expect(404, { error: 'Payment record not found.' });
    await deletePayment({}).expect(400, { error: 'Give the payment_id of the payment as a whole number.' });
  });
});

describe('[STAFF][PAYMENT]: GET /api/getpayments', () => {
  it("lists the application's payments in the order they were paid", async () => {
    const applicationId = await acceptedApplication();
    const second = (await addPayment({ ...paymentForm(applicationId), payment_date: '2025-06-30', in_respect_of: 'Textbooks', amount_approved: 4000 }).expect(200))
      .body.payment;
    const first = (await addPayment({ ...paymentForm(applicationId), payment_date: '2025-02-15' }).expect(200)).body.payment;

    const { body } = await payments(applicationId).expect(200);
    expect(body).toEqual([first, second]);
    await payments(await acceptedApplication()).expect(200, []);
    await payments(99999999).expect(404, { error: 'Application not found.' });
  });
});

describe('[STAFF][PAYMENT]: GET /api/bankingpresets', () => {
  it('lists the banking presets editors keep in the Strapi admin', async () => {
    const editor = await signInToAdminPanel();
    const tag = crypto.randomBytes(3).toString('hex');
    const presets = [
      { name: `University of Cape Town ${tag}`, bank: 'Standard Bank', account_no: '070123456', branch_no: '051001' },
      { name: `Boston City Campus ${tag}`, bank: 'FNB', account_no: '62001234567', branch_no: '250655' },
    ];
    const created: string[] = [];
    for (const preset of presets) {
      created.push((await editor.post('/collection-types/api::reference.banking-preset', preset).expect(201)).body.data.documentId);
    }
    try {
      const { body } = await api().get('/api/bankingpresets').set('Authorization', staff.token).expect(200);
      const ours = body.filter((entry: { name: string }) => entry.name.endsWith(tag));
      expect(ours).toEqual([
        { name: `Boston City Campus ${tag}`, payment_info: { bank: 'FNB', account_no: '62001234567', branch_no: '250655' } },
        { name: `University of Cape Town ${tag}`, payment_info: { bank: 'Standard Bank', account_no: '070123456', branch_no: '051001' } },
      ]);
    } finally {
      for (const documentId of created) await editor.delete(`/collection-types/api::reference.banking-preset/${documentId}`).expect(200);
    }
  });
});

describe('[STAFF][PAYMENT]: POST /api/bankingpresets', () => {
  const savePreset = (body: unknown, token = staff.token) => api().post('/api/bankingpresets').set('Authorization', token).send(body as object);
  const listed = async () => (await api().get('/api/bankingpresets').set('Authorization', staff.token).expect(200)).body as { name: string }[];
  const presetRows = (name: string) => db()('banking_presets').whereRaw('lower(name) = lower(?)', [name]).select('id', 'name', 'bank', 'account_no', 'branch_no');

  let editor: Awaited<ReturnType<typeof signInToAdminPanel>>;
  const saved: string[] = [];
  beforeAll(async () => {
    editor = await signInToAdminPanel();
  });
  // What staff saved is an ordinary preset: editors remove it in the admin panel.
  afterAll(async () => {
    for (const name of saved) {
      const { body } = await editor.get(`/collection-types/api::reference.banking-preset?_q=${encodeURIComponent(name)}`).expect(200);
      for (const { documentId } of body.results) await editor.delete(`/collection-types/api::reference.banking-preset/${documentId}`).expect(200);
    }
  });

  const presetFrom = (name: string) => ({ name, payment_info: { bank: 'Standard Bank', account_no: '070123456', branch_no: '051001' } });
  const newName = () => {
    const name = `Durban University of Technology ${crypto.randomBytes(3).toString('hex')}`;
    saved.push(name);
    return name;
  };

  it('stores the preset, lists it for staff and for editors in the admin panel, and audits it', async () => {
    const name = newName();
    const { body } = await savePreset({ ...presetFrom(` ${name} `), payment_info: { bank: ' FNB ', account_no: '62001234567', branch_no: '250655' } }).expect(200);

    const preset = { name, payment_info: { bank: 'FNB', account_no: '62001234567', branch_no: '250655' } };
    expect(body).toEqual({ success: 'Banking preset saved', preset });
    const [row] = await presetRows(name);
    expect(row).toMatchObject({ name, bank: 'FNB', account_no: '62001234567', branch_no: '250655' });
    expect((await listed()).filter((entry) => entry.name === name)).toEqual([preset]);

    const inPanel = await editor.get(`/collection-types/api::reference.banking-preset?_q=${encodeURIComponent(name)}`).expect(200);
    expect(inPanel.body.results).toMatchObject([{ name, bank: 'FNB', account_no: '62001234567', branch_no: '250655' }]);

    expect(await auditRows('banking_preset.create', row.id)).toMatchObject([
      { actor: staff.user, actor_email: expect.any(String), target_type: 'banking_preset', before: null, after: preset },
    ]);
  });

  it('refuses a name another preset has, whatever its case, and stores nothing more', async () => {
    const name = newName();
    await savePreset(presetFrom(name)).expect(200);
    const { body } = await savePreset({ ...presetFrom(name.toUpperCase()), payment_info: { bank: 'ABSA', account_no: '4077123456', branch_no: '632005' } }).expect(409);
    expect(body).toEqual({ error: `A banking preset named "${name.toUpperCase()}" already exists: choose another name` });
    expect(await presetRows(name)).toMatchObject([{ name, bank: 'Standard Bank' }]);
    expect(await auditRows('banking_preset.create', (await presetRows(name))[0].id)).toHaveLength(1);
  });

  it.each([
    ['no bank', 'Bank is required', { payment_info: { account_no: '070123456', branch_no: '051001' } }],
    ['an empty bank', 'Bank is required', { payment_info: { bank: ' ', account_no: '070123456', branch_no: '051001' } }],
    ['no account number', 'Enter account number', { payment_info: { bank: 'FNB', account_no: '', branch_no: '051001' } }],
    ['an account number with spaces', 'Enter account number as digits only', { payment_info: { bank: 'FNB', account_no: '070 123 456', branch_no: '051001' } }],
    ['no branch code', 'Enter branch code', { payment_info: { bank: 'FNB', account_no: '070123456' } }],
    ['a branch code with letters', 'Enter branch code as digits only', { payment_info: { bank: 'FNB', account_no: '070123456', branch_no: '05100A' } }],
    ['no name', 'Enter preset name', { name: '' }],
    ['payment_info that is not an object', 'Bank is required', { payment_info: 'FNB 070123456 051001' }],
    ['nothing at all', 'Bank is required', { name: undefined, payment_info: undefined }],
    ['a field the preset does not have', 'Unknown field "swift": remove it and send again', { payment_info: { bank: 'FNB', account_no: '070123456', branch_no: '051001', swift: 'FIRNZAJJ' } }],
    ['the details outside payment_info', 'Unknown field "bank": remove it and send again', { bank: 'FNB' }],
  ])('refuses %s with "%s" and stores and audits nothing', async (_case, message, change) => {
    const name = `Refused preset ${crypto.randomBytes(3).toString('hex')}`;
    const auditedBefore = (await db()('audit_logs').where({ action: 'banking_preset.create' }).count({ n: '*' }))[0].n;
    const { body } = await savePreset({ ...presetFrom(name), ...change }).expect(400);
    expect(body).toEqual({ error: message });
    expect(await presetRows(name)).toEqual([]);
    expect((await db()('audit_logs').where({ action: 'banking_preset.create' }).count({ n: '*' }))[0].n).toEqual(auditedBefore);
  });
});

describe('[STAFF][PAYMENT]: staff only', () => {
  it('refuses applicants (403) and anyone not signed in (401) on every payment call', async () => {
    const applicant = await registerApplicant();
    const applicationId = await acceptedApplication();
    const created = (await addPayment(paymentForm(applicationId)).expect(200)).body.payment;
    const calls = [
      (token?: string) => withToken(api().post('/api/addpaymet').send(paymentForm(applicationId)), token),
      (token?: string) => withToken(api().post('/api/deletepayment').send({ payment_id: created.payment_id }), token),
      (token?: string) => withToken(api().get(`/api/getpayments?application_id=${applicationId}`), token),
      (token?: string) => withToken(api().get('/api/bankingpresets'), token),
      (token?: string) => withToken(api().post('/api/bankingpresets').send({ name: 'Refused', payment_info: { bank: 'FNB', account_no: '1', branch_no: '2' } }), token),
    ];
    for (const call of calls) {
      await call(applicant.token).expect(403, { error: 'This is for bursary staff only.' });
      await call().expect(401, { error: 'Please sign in to continue.' });
    }
    expect(await paymentRows(applicationId)).toHaveLength(1);
    expect(await db()('banking_presets').where({ name: 'Refused' })).toEqual([]);
  });
});

const withToken = <T extends { set: (name: string, value: string) => T }>(request: T, token?: string) =>
  token ? request.set('Authorization', token) : request;
