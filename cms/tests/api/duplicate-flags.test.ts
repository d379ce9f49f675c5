import { idNumberKey } from '@bursary/domain/duplicate-flags';
import { api, signIn } from '../support/api';
import { authorised } from '../support/applicants';
import { decide } from '../support/applications';
import { db } from '../support/database';
import { generateApplications, type GeneratedApplications } from '../support/generate-applications';

// Duplicates and inconsistencies flagged (issue 18, item 5) over generated applications of two
// cycles, with duplicates of each kind planted in them and near-misses beside them. What the grid
// and the detail say is checked against flags worked out here from the stored rows with plain
// JavaScript, independently of the cms's SQL and of @bursary/domain's rules.
//
// The planted records are arranged in the database, as the generator writes its applications:
// an earlier cycle's application cannot be made through the API.

const COUNT = 1200;
const YEARS = [2024, 2025];
const KINDS = ['id_number', 'bank_account', 'another_email', 'income_change'] as const;
type Kind = (typeof KINDS)[number];

type Staff = { token: string };
type Application = { id: number; year: number; applicantId: number; totalIncome: number | null };
type Person = { id: number; idNumber: string; first: string; last: string; birth: string; email: string };
type Payment = { applicationId: number; account: string };

// Letters and digits only, upper case; digits only; names trimmed, lower case (written here on purpose differently from the cms).
const idKey = (value: string | null) => [...(value ?? '')].filter((character) => /[a-z0-9]/i.test(character)).join('').toUpperCase();
const accountKey = (value: string | null) => [...(value ?? '')].filter((character) => character >= '0' && character <= '9').join('');
const nameKey = (value: string | null) => (value ?? '').trim().toLowerCase();

type Stored = { applications: Application[]; people: Map<number, Person>; payments: Payment[]; presetAccounts: Set<string> };

const loadStored = async (): Promise<Stored> => {
  const applications = (
    await db()('applications as a').join('applications_applicant_lnk as l', 'l.application_id', 'a.id').select('a.id', 'a.application_year', 'l.applicant_id', 'a.total_income')
  ).map((row) => ({ id: Number(row.id), year: Number(row.application_year), applicantId: Number(row.applicant_id), totalIncome: row.total_income === null ? null : Number(row.total_income) }));
  const people = new Map<number, Person>(
    (await db()('applicants').select('id', 'id_number', 'first_name', 'last_name', 'date_of_birth', 'email')).map((row) => [
      Number(row.id),
      { id: Number(row.id), idNumber: row.id_number, first: row.first_name, last: row.last_name, birth: row.date_of_birth, email: row.email },
    ]),
  );
  const payments = (
    await db()('application_payments as pay').join('application_payments_application_lnk as l', 'l.payment_id', 'pay.id').select('l.application_id', 'pay.account_no')
  ).map((row) => ({ applicationId: Number(row.application_id), account: row.account_no }));
  const presetAccounts = new Set((await db()('banking_presets').select('account_no')).map((row) => accountKey(row.account_no)));
  return { applications, people, payments, presetAccounts };
};

const isSamePerson = (first: Person, second: Person) =>
  (idKey(first.idNumber) !== '' && idKey(first.idNumber) === idKey(second.idNumber)) ||
  ([first.first, first.last, first.birth].every((part) => nameKey(part) !== '') &&
    nameKey(first.first) === nameKey(second.first) &&
    nameKey(first.last) === nameKey(second.last) &&
    nameKey(first.birth) === nameKey(second.birth));

// The latest application (by cycle, then id) of each applicant among `applications`.
const latestOfEach = (applications: Application[]) => {
  const latest = new Map<number, Application>();
  for (const application of [...applications].sort((first, second) => first.year - second.year || first.id - second.id)) latest.set(application.applicantId, application);
  return [...latest.values()];
};

/** Every application's flags, as "kind:other application id", sorted. */
const expectedFlags = ({ applications, people, payments, presetAccounts }: Stored) => {
  const byApplicant = new Map<number, Application[]>();
  for (const application of applications) byApplicant.set(application.applicantId, [...(byApplicant.get(application.applicantId) ?? []), application]);
  const byId = new Map(applications.map((application) => [application.id, application]));
  const flags = new Map<number, string[]>();
  for (const application of applications) {
    const me = people.get(application.applicantId) as Person;
    const found: string[] = [];
    const others = applications.filter((other) => other.applicantId !== application.applicantId);
    const sameId = others.filter((other) => idKey(me.idNumber) !== '' && idKey((people.get(other.applicantId) as Person).idNumber) === idKey(me.idNumber));
    for (const other of latestOfEach(sameId)) found.push(`id_number:${other.id}`);
    const samePerson = others.filter((other) => other.year <= application.year && isSamePerson(me, people.get(other.applicantId) as Person));
    for (const other of latestOfEach(samePerson)) found.push(`another_email:${other.id}`);
    const ownAccounts = new Set(
      payments.filter((payment) => payment.applicationId === application.id).map((payment) => accountKey(payment.account)).filter((key) => key !== '' && !presetAccounts.has(key)),
    );
    const sharing = new Set(
      payments
        .filter((payment) => ownAccounts.has(accountKey(payment.account)) && byId.get(payment.applicationId)?.applicantId !== application.applicantId)
        .map((payment) => payment.applicationId),
    );
    for (const otherId of sharing) found.push(`bank_account:${otherId}`);
    const previous = (byApplicant.get(application.applicantId) ?? []).find((other) => other.year === application.year - 1);
    if (previous && previous.totalIncome !== null && application.totalIncome !== null) {
      const change = Math.abs(application.totalIncome - previous.totalIncome);
      if (change > 5000 && 2 * change > previous.totalIncome) found.push(`income_change:${previous.id}`);
    }
    flags.set(application.id, found.sort());
  }
  return flags;
};

const flagKeys = (row: { flags?: { kind: string; application_id: number }[] }) => (row.flags ?? []).map((flag) => `${flag.kind}:${flag.application_id}`).sort();

const search = (staff: Staff, body: object) => api().post('/api/searchapplication').set(authorised(staff)).send(body);

// Every row the filter finds, page by page.
const everyFlagged = async (staff: Staff, flagged: string) => {
  const rows: { application_id: number; flags?: { kind: string; application_id: number }[] }[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await search(staff, { application_year: 'all', status: 'all', flagged, page, page_size: 100 }).expect(200);
    rows.push(...body.rows);
    if (rows.length >= body.total || body.rows.length === 0) return { rows, total: body.total as number };
  }
};

describe('[STAFF][SEARCH]: duplicates and inconsistencies flagged', () => {
  let staff: Staff;
  let generated: GeneratedApplications;
  let stored: Stored;
  let expected: Map<number, string[]>;
  const planted: Record<string, number> = {};
  const presetName = `Flags test university ${Date.now()}`;

  // Applications of the generated set with what a planted record needs.
  const applicationsOf = async () =>
    (
      await db()('applications as a')
        .join('applications_applicant_lnk as l', 'l.application_id', 'a.id')
        .whereIn('a.id', generated.applicationIds)
        .select('a.id', 'a.application_year', 'l.applicant_id', 'a.total_income', 'a.accept_decline', 'a.submitted')
        .orderBy('a.id')
    ).map((row) => ({ id: Number(row.id), year: Number(row.application_year), applicantId: Number(row.applicant_id), accepted: Number(row.accept_decline) === 1, submitted: Boolean(row.submitted) }));

  beforeAll(async () => {
    staff = await signIn();
    generated = await generateApplications(COUNT, { seed: 1818, years: YEARS });
    const all = await applicationsOf();
    const applicationCount = new Map<number, number>();
    for (const application of all) applicationCount.set(application.applicantId, (applicationCount.get(application.applicantId) ?? 0) + 1);
    const onlyOnce = all.filter((application) => applicationCount.get(application.applicantId) === 1 && application.submitted);
    const inYear = (year: number) => onlyOnce.filter((application) => application.year === year);
    const taken = new Set<number>();
    const take = (candidates: typeof all) => {
      const found = candidates.find((application) => !taken.has(application.applicantId)) as (typeof all)[number];
      taken.add(found.applicantId);
      return found;
    };
    // Written straight into the table, so with the key the cms keeps beside the ID number.
    const setApplicant = (applicantId: number, values: Record<string, unknown>) =>
      db()('applicants').where('id', applicantId).update({ ...values, ...('id_number' in values && { id_number_key: idNumberKey(values.id_number as string) }) });
    const setApplication = (applicationId: number, values: Record<string, unknown>) => db()('applications').where('id', applicationId).update(values);

    // The same South African ID number under two accounts, once typed with spaces; and a passport
    // number in another case with a hyphen. Near-miss: one digit different.
    const [idFirst, idSecond, idNearMiss] = [take(inYear(2025)), take(inYear(2025)), take(inYear(2025))];
    await setApplicant(idFirst.applicantId, { id_type: 1, id_number: '0001015009087', date_of_birth: '2000-01-01' });
    await setApplicant(idSecond.applicantId, { id_type: 1, id_number: '000101 5009 087', date_of_birth: '1999-05-05' });
    await setApplicant(idNearMiss.applicantId, { id_type: 1, id_number: '0001015009088', date_of_birth: '2000-01-01', first_name: 'Nearly', last_name: 'Different' });
    const [passportFirst, passportSecond] = [take(inYear(2024)), take(inYear(2025))];
    await setApplicant(passportFirst.applicantId, { id_type: 2, id_number: 'XQ-778812', date_of_birth: '1998-03-03' });
    await setApplicant(passportSecond.applicantId, { id_type: 2, id_number: 'xq778812', date_of_birth: '1997-04-04' });
    Object.assign(planted, { idFirst: idFirst.id, idSecond: idSecond.id, idNearMiss: idNearMiss.id, passportFirst: passportFirst.id, passportSecond: passportSecond.id });

    // The same person under another e-mail: last cycle, and this cycle by name and date of birth.
    // Near-miss: the same name born a day later, with another ID number.
    const [before, again, nameNearMiss] = [take(inYear(2024)), take(inYear(2025)), take(inYear(2025))];
    await setApplicant(before.applicantId, { first_name: 'Zaid', last_name: 'Ebrahim', date_of_birth: '2003-07-14', id_number: '0307145800081' });
    await setApplicant(again.applicantId, { first_name: ' zaid', last_name: 'EBRAHIM ', date_of_birth: '2003-07-14', id_number: 'P1234567' });
    await setApplicant(nameNearMiss.applicantId, { first_name: 'Zaid', last_name: 'Ebrahim', date_of_birth: '2003-07-15', id_number: 'P7654321' });
    Object.assign(planted, { before: before.id, again: again.id, nameNearMiss: nameNearMiss.id });

    // The same applicant in both cycles: a sharp change and one below the threshold (R 5 500, 46%).
    const returning = all.filter((application) => applicationCount.get(application.applicantId) === 2 && application.year === 2025 && !taken.has(application.applicantId));
    const [sharp, mild] = returning.slice(0, 2);
    for (const [application, previousTotal, currentTotal] of [[sharp, 3000, 12500], [mild, 12000, 17500]] as const) {
      taken.add(application.applicantId);
      const previous = all.find((other) => other.applicantId === application.applicantId && other.year === 2024) as (typeof all)[number];
      await setApplication(previous.id, { total_income: previousTotal });
      await setApplication(application.id, { total_income: currentTotal });
      planted[application === sharp ? 'sharpIncome' : 'mildIncome'] = application.id;
      planted[application === sharp ? 'sharpIncomeBefore' : 'mildIncomeBefore'] = previous.id;
    }

    // Payments: two applicants paid into one account, typed two ways; two paid into a banking
    // preset's account (an institution's, shared by design); the same applicant's two payments to one account.
    const paid = (
      await db()('application_payments as pay')
        .join('application_payments_application_lnk as l', 'l.payment_id', 'pay.id')
        .join('applications_applicant_lnk as al', 'al.application_id', 'l.application_id')
        .whereIn('l.application_id', generated.applicationIds)
        .select('pay.id', 'l.application_id', 'al.applicant_id')
        .orderBy('pay.id')
    ).map((row) => ({ id: Number(row.id), applicationId: Number(row.application_id), applicantId: Number(row.applicant_id) }));
    const paidApplicants = new Map<number, typeof paid>();
    for (const payment of paid) paidApplicants.set(payment.applicantId, [...(paidApplicants.get(payment.applicantId) ?? []), payment]);
    const singlePaid = [...paidApplicants.values()].filter((payments) => payments.length === 1 && !taken.has(payments[0].applicantId)).map(([payment]) => payment);
    const twicePaid = [...paidApplicants.values()].find((payments) => payments.length >= 2 && !taken.has(payments[0].applicantId)) as typeof paid;
    const [bankFirst, bankSecond, presetFirst, presetSecond] = singlePaid;
    const setAccount = (paymentId: number, account: string) => db()('application_payments').where('id', paymentId).update({ account_no: account });
    await setAccount(bankFirst.id, '62 1234-5678');
    await setAccount(bankSecond.id, '6212345678');
    await api()
      .post('/api/bankingpresets')
      .set(authorised(staff))
      .send({ name: presetName, payment_info: { bank: 'FNB', account_no: '50100020003', branch_no: '250655' } })
      .expect(200);
    await setAccount(presetFirst.id, '5010 0020 003');
    await setAccount(presetSecond.id, '5010-0020-003');
    await setAccount(twicePaid[0].id, '9988776655');
    await setAccount(twicePaid[1].id, '99 8877 6655');
    Object.assign(planted, {
      bankFirst: bankFirst.applicationId,
      bankSecond: bankSecond.applicationId,
      presetFirst: presetFirst.applicationId,
      presetSecond: presetSecond.applicationId,
      samePayee: twicePaid[0].applicationId,
    });

    stored = await loadStored();
    expected = expectedFlags(stored);
  }, 240_000);

  afterAll(async () => {
    await db()('banking_presets').where('name', presetName).delete();
    await generated?.remove();
  }, 120_000);

  const detailOf = async (applicationId: number) => (await api().get(`/api/getapplication/${applicationId}`).set(authorised(staff)).expect(200)).body;

  it('flags each planted duplicate on the detail, naming the other record', async () => {
    const idFirst = await detailOf(planted.idFirst);
    expect(idFirst.flags).toContainEqual({
      kind: 'id_number',
      application_id: planted.idSecond,
      application_reference: `BUR-2025-${String(planted.idSecond).padStart(5, '0')}`,
      name: expect.any(String),
      message: expect.stringMatching(/^Same ID number as .+ \(BUR-2025-\d{5}\)$/),
    });
    expect(flagKeys(await detailOf(planted.idSecond))).toEqual(expect.arrayContaining([`id_number:${planted.idFirst}`]));
    expect(flagKeys(await detailOf(planted.passportSecond))).toEqual(expect.arrayContaining([`id_number:${planted.passportFirst}`, `another_email:${planted.passportFirst}`]));
    // Applied again later: the later application says so, the earlier one only shares the ID number.
    expect(flagKeys(await detailOf(planted.passportFirst))).toEqual(expect.arrayContaining([`id_number:${planted.passportSecond}`]));
    expect(flagKeys(await detailOf(planted.passportFirst))).not.toContain(`another_email:${planted.passportSecond}`);

    const again = await detailOf(planted.again);
    const beforeEmail = (stored.people.get(stored.applications.find((application) => application.id === planted.before)!.applicantId) as Person).email;
    expect(again.flags).toContainEqual(
      expect.objectContaining({
        kind: 'another_email',
        application_id: planted.before,
        application_reference: `BUR-2024-${String(planted.before).padStart(5, '0')}`,
        message: `Also applied under another e-mail (${beforeEmail}) as Zaid Ebrahim (BUR-2024-${String(planted.before).padStart(5, '0')})`,
      }),
    );

    const sharp = await detailOf(planted.sharpIncome);
    expect(sharp.flags).toContainEqual(
      expect.objectContaining({
        kind: 'income_change',
        application_id: planted.sharpIncomeBefore,
        message: expect.stringContaining('R\u00a012\u00a0500.00 now, R\u00a03\u00a0000.00 last cycle'),
      }),
    );

    expect(flagKeys(await detailOf(planted.bankFirst))).toEqual(expect.arrayContaining([`bank_account:${planted.bankSecond}`]));
    expect((await detailOf(planted.bankSecond)).flags).toContainEqual(
      expect.objectContaining({ kind: 'bank_account', application_id: planted.bankFirst, message: expect.stringContaining('(ending 5678)') }),
    );
  });

  it('does not flag the near-misses', async () => {
    const kindsOf = async (applicationId: number) => (await detailOf(applicationId)).flags.map((flag: { kind: Kind }) => flag.kind);
    expect(flagKeys(await detailOf(planted.idNearMiss))).not.toContain(`id_number:${planted.idFirst}`);
    expect(flagKeys(await detailOf(planted.nameNearMiss)).filter((key) => key.endsWith(`:${planted.before}`) || key.endsWith(`:${planted.again}`))).toEqual([]);
    expect(await kindsOf(planted.mildIncome)).not.toContain('income_change');
    for (const key of ['presetFirst', 'presetSecond', 'samePayee']) expect(await kindsOf(planted[key])).not.toContain('bank_account');
    // The same person's own account over two cycles is not "another e-mail".
    expect(await kindsOf(planted.sharpIncome)).not.toContain('another_email');
  });

  it('follows the banking presets as they change, in the back office or in the database itself', async () => {
    const bankFlagsOf = async (applicationId: number) => flagKeys(await detailOf(applicationId)).filter((key) => key.startsWith('bank_account:'));
    expect(await bankFlagsOf(planted.presetFirst)).toEqual([]);
    const preset = await db()('banking_presets').where('name', presetName).first();
    // Removed behind the cms (a restore, another instance): the two payments to it now flag each other.
    await db()('banking_presets').where('id', preset.id).update({ account_no: '1' });
    try {
      expect(await bankFlagsOf(planted.presetFirst)).toEqual([`bank_account:${planted.presetSecond}`]);
    } finally {
      await db()('banking_presets').where('id', preset.id).update({ account_no: preset.account_no });
    }
    expect(await bankFlagsOf(planted.presetFirst)).toEqual([]);
  });

  it('flags every application of the sample as the stored rows say', async () => {
    const sample = [...Object.values(planted), ...generated.applicationIds.filter((_, index) => index % 40 === 0)];
    for (const applicationId of sample) {
      expect({ applicationId, flags: flagKeys(await detailOf(applicationId)) }).toEqual({ applicationId, flags: expected.get(applicationId) });
    }
  });

  it.each([...KINDS, 'any'])('the grid filter "%s" finds exactly the flagged applications, each showing its flag', async (flagged) => {
    const wanted = [...expected.entries()]
      .filter(([, flags]) => flags.some((flag) => flagged === 'any' || flag.startsWith(`${flagged}:`)))
      .map(([id]) => id)
      .sort((first, second) => first - second);
    const { rows, total } = await everyFlagged(staff, flagged);
    console.log(`[FLAGS] "${flagged}": ${wanted.length} of ${expected.size} applications`);
    expect(total).toBe(wanted.length);
    expect(rows.map((row) => row.application_id).sort((first, second) => first - second)).toEqual(wanted);
    for (const row of rows) expect(flagKeys(row)).toEqual(expected.get(row.application_id));
    if (flagged !== 'any') expect(wanted.length).toBeGreaterThan(0);
  });

  it('narrows the other filters and answers their counts unchanged', async () => {
    const unfiltered = await search(staff, { application_year: 2025, page: 1 }).expect(200);
    const flagged = await search(staff, { application_year: 2025, page: 1, flagged: 'id_number' }).expect(200);
    expect(flagged.body.counts).toEqual(unfiltered.body.counts);
    const submitted2025 = new Set(
      (await db()('applications').where({ application_year: 2025, submitted: true }).whereNull('withdrawn_at').select('id')).map((row) => Number(row.id)),
    );
    const wanted = [...expected.entries()].filter(([id, flags]) => submitted2025.has(id) && flags.some((flag) => flag.startsWith('id_number:')));
    expect(flagged.body.total).toBe(wanted.length);
  });

  it.each([['maybe'], [7], [['id_number']], ['ID_NUMBER']])('refuses the filter %j with 400 and says what it takes', async (flagged) => {
    await search(staff, { application_year: 2025, page: 1, flagged })
      .expect(400, { error: 'Filter flagged applications by any, id_number, bank_account, another_email, income_change, or all.' });
  });

  it('blocks nothing: a flagged application can still be decided', async () => {
    await decide(planted.idSecond, 1);
    const detail = await detailOf(planted.idSecond);
    expect(detail.accepted_label).toBe('Accepted');
    expect(flagKeys(detail)).toEqual(expect.arrayContaining([`id_number:${planted.idFirst}`]));
  });
});
