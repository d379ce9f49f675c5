import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { fakerEN_ZA, type Faker } from '@faker-js/faker';
import type { ReferenceLists } from '@bursary/domain/api-types';
import { IN_RESPECT_OF, PAYMENT_DEFAULTS } from '@bursary/domain/options/payment';
import { idNumberKey } from '@bursary/domain/duplicate-flags';
import { raceForNationality } from '@bursary/domain/race';
import { totalExpense, totalIncome } from '@bursary/domain/totals';

// A seeded, realistic set of South African applicants and their applications, written straight
// into a portal database through the knex connection given (the API suite's tests and the
// benchmarks in bench/ use it), for tests and measurements at scale. The same seed and years give the same people, choices and outcomes (only row keys and a
// marker in the e-mail addresses differ, so that sets never clash). Documents get rows only (a
// caller wanting files writes them: see `fileKeys`). The applicants have no user accounts, so they
// cannot sign in.

export type GenerateOptions = {
  seed?: number;
  years?: number[];
  /** Storage keys as the cms names stored files (32 hex), for a caller that writes the files too. */
  fileKeys?: boolean;
};

export type GeneratedApplications = {
  applicantIds: number[];
  applicationIds: number[];
  /** Deletes every row the generator wrote. */
  remove: () => Promise<void>;
};

const MALE_NAMES = [
  'Muhammad', 'Ebrahim', 'Yusuf', 'Zaid', 'Ismail', 'Tashreeq', 'Moegamat', 'Riyaad', 'Faiek', 'Waleed', 'Abdullah',
  'Imraan', 'Junaid', 'Nabeel', 'Shaheed', 'Ameer', 'Luqmaan', 'Thabo', 'Sipho', 'Siyabonga', 'Ahmed', 'Hamza',
];
const FEMALE_NAMES = [
  'Aaliyah', 'Fatima', 'Zainab', 'Ayesha', 'Nuraan', 'Shireen', 'Faadiela', 'Tasneem', 'Ruqayyah', 'Safiyyah',
  'Naeema', 'Mariam', 'Zulpha', 'Raeesa', 'Thakira', 'Lerato', 'Nomsa', 'Ayanda', 'Khadija', 'Sumayyah', 'Amina',
];
const SURNAMES = [
  'Davids', 'Hendricks', 'Petersen', 'Abrahams', 'Isaacs', 'Jacobs', 'Adams', 'Salie', 'Moosa', 'Patel', 'Khan',
  'Essop', 'Cassiem', 'Ebrahim', 'Jappie', 'Kajee', 'Mohamed', 'Parker', 'Samuels', 'Gamieldien', 'Dollie',
  'Solomons', 'Majiet', 'Fortune', 'Mahomed', 'Bhayat', 'Desai', 'Moolla', 'Cajee', 'Hassim', 'Dlamini', 'Nkosi',
  'Mokoena', 'Ndlovu', 'Khumalo', 'Mthembu', 'van der Merwe', 'de Villiers', 'Arendse', 'Williams',
];
const SUBURBS = [
  'Bo-Kaap', 'Athlone', 'Rylands', 'Mitchells Plain', 'Gatesville', 'Walmer Estate', 'Lenasia', 'Fordsburg', 'Mayfair',
  'Laudium', 'Overport', 'Sydenham', 'Actonville', 'Primrose', 'Durban North', 'Kenwyn', 'Schauderville',
];
const MAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.co.za', 'webmail.co.za', 'icloud.com', 'myuct.ac.za'];
const STAFF = ['Aisha Khan', 'Moegamat Salie', 'Naadira Essop'];
const BANKS = ['ABSA', 'FNB', 'Standard Bank', 'Nedbank', 'Capitec'];
const SUBJECTS = ['Accounting', 'Economics', 'Mathematics', 'Statistics', 'Business Law', 'Information Systems', 'Physics', 'Chemistry', 'Anatomy', 'Arabic'];

// What applicants and staff write, a sentence or two at a time (faker's lorem is slow under jest).
const WRITING = {
  course: [
    'I want to become a chartered accountant and this degree is the first step.',
    'Engineering lets me solve the water problems I see in my community every day.',
    'I hope to qualify as a doctor and work in a rural clinic.',
    'Teaching runs in my family and I want to teach mathematics in a township school.',
    'I chose computer science because I build apps for small businesses in my area.',
  ],
  achievements: [
    'I matriculated with five distinctions and was in the top ten of my district.',
    'I passed my first year with an average of 72 percent.',
    'I was the deputy head girl and captain of the debating team.',
    'I won a provincial science expo medal for a solar water heater.',
  ],
  community: [
    'I teach Quran classes to children at our masjid on weekends.',
    'I volunteer at a soup kitchen every Friday.',
    'I tutor Grade 12 learners in mathematics and physical science.',
    'I help at the community food bank during Ramadan.',
  ],
  reasons: [
    'My father lost his job last year and my mother supports five children alone.',
    'My family cannot afford the fees and NSFAS does not cover my accommodation.',
    'I am the first in my family to study at university.',
    'I want to give back to my community once I qualify.',
  ],
  comments: [
    'Strong motivation; check the fees statement.',
    'Proof of income is a sworn affidavit, follow up with the family.',
    'Called the applicant to confirm registration.',
    'Registration and fees statement received.',
    'Recommend for funding.',
  ],
  notes: ['Meets the criteria.', 'Household income above the threshold.', 'Incomplete documents after the deadline.', 'Approved by the committee.'],
};

// Both databases cap the values one statement may bind (SQLite 32766, PostgreSQL 65535).
const MAX_BOUND_VALUES = 30_000;
const MAX_ROWS = 500;

type Row = Record<string, unknown>;
type Person = Row & { first_name: string; last_name: string; email: string; id_number: string; gender: number; document_id: string };
type Plan = { application: Row; documents: Row[]; payments: Row[]; results: Row[]; comments: Row[]; decisions: Row[] };

// Keys, not data: unique to each generated set (so two sets never clash) rather than seeded.
const KEY_BASE = crypto.randomBytes(16).toString('hex');
let keyCount = 0;
const nextKey = (length: number) => {
  keyCount += 1;
  return `${KEY_BASE.padEnd(length, '0').slice(0, length - 8)}${keyCount.toString(16).padStart(8, '0')}`;
};
const documentId = () => nextKey(24);
const day = (date: Date) => date.toISOString().slice(0, 10);
const money = (faker: Faker, min: number, max: number, step = 50) => Math.round(faker.number.int({ min, max }) / step) * step;
const sometimes = (faker: Faker, probability: number) => faker.datatype.boolean({ probability });
const slug = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '');

// A South African ID number: date of birth, gender digits, citizenship, 8, and the Luhn check digit.
const saIdNumber = (faker: Faker, birth: Date, gender: number) => {
  const sequence = gender === 2 ? faker.number.int({ min: 0, max: 4999 }) : faker.number.int({ min: 5000, max: 9999 });
  const body = `${day(birth).slice(2).replace(/-/g, '')}${String(sequence).padStart(4, '0')}08`;
  const digits = [...body].map(Number);
  const sum = digits.reduce((total, digit, index) => {
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};

const phone = (faker: Faker) => `0${faker.helpers.arrayElement(['6', '7', '8'])}${faker.string.numeric(8)}`;

const makePerson = (faker: Faker, lists: ReferenceLists, index: number, now: Date): Person => {
  const gender = faker.helpers.arrayElement([1, 2]);
  const first = sometimes(faker, 0.8)
    ? faker.helpers.arrayElement(gender === 1 ? MALE_NAMES : FEMALE_NAMES)
    : faker.person.firstName(gender === 1 ? 'male' : 'female');
  const last = sometimes(faker, 0.85) ? faker.helpers.arrayElement(SURNAMES) : faker.person.lastName();
  const isSouthAfrican = sometimes(faker, 0.9);
  const country = isSouthAfrican ? 'South Africa' : faker.helpers.arrayElement(lists.countries.filter((name) => name !== 'South Africa'));
  const birth = faker.date.between({ from: '1995-01-01', to: '2007-12-31' });
  const maritalStatus = sometimes(faker, 0.08) ? 'Married' : faker.helpers.arrayElement(lists.marital_statuses.filter((status) => status !== 'Married'));
  const person = {
    document_id: documentId(),
    first_name: first,
    last_name: last,
    email: `${slug(first)}.${slug(last)}${index}@${faker.helpers.arrayElement(MAIL_DOMAINS)}`,
    alternative_email: sometimes(faker, 0.6) ? `${slug(last)}.family${index}@gmail.com` : null,
    cell_phone: phone(faker),
    alternative_phone: sometimes(faker, 0.7) ? phone(faker) : null,
    date_of_birth: day(birth),
    address: faker.location.streetAddress(),
    suburb: faker.helpers.arrayElement(SUBURBS),
    city: faker.location.city(),
    province: faker.helpers.arrayElement(lists.provinces),
    country,
    area_code: faker.string.numeric(4),
    id_type: isSouthAfrican ? 1 : faker.helpers.arrayElement([2, 3]),
    id_number: isSouthAfrican ? saIdNumber(faker, birth, gender) : faker.string.alphanumeric({ length: 9, casing: 'upper' }),
    gender,
    race: raceForNationality(country, faker.helpers.arrayElement(lists.races.filter((race) => race !== 'Foreign National'))),
    religion: sometimes(faker, 0.95) ? 'Islam' : 'Other',
    first_language: faker.helpers.arrayElement(lists.languages),
    second_language: faker.helpers.arrayElement(lists.languages),
    marital_status: maritalStatus,
    employment_status: faker.helpers.weightedArrayElement(
      lists.employment_statuses.map((status) => ({ value: status, weight: status === 'Unemployed' ? 8 : 1 })),
    ),
    number_of_siblings: faker.number.int({ min: 0, max: 7 }),
    spouse_name: maritalStatus === 'Married' ? faker.person.fullName() : null,
    spouse_contact: maritalStatus === 'Married' ? phone(faker) : null,
    spouse_employment: maritalStatus === 'Married' ? faker.helpers.arrayElement(lists.employment_statuses) : null,
    reference_name: `${faker.helpers.arrayElement(['Imam', 'Moulana', 'Mr', 'Ms', 'Dr'])} ${faker.person.lastName()}`,
    reference_email: sometimes(faker, 0.7) ? `reference${index}@example.org` : null,
    reference_cell_phone: phone(faker),
    relationship_with_reference: faker.helpers.arrayElement(lists.reference_types),
    email_conformed: true,
    terms_accepted_at: now,
    created_at: now,
    updated_at: now,
    published_at: now,
  };
  // Written straight into the table, so with the key the cms keeps beside the ID number (applicant.id-number-keys).
  return { ...person, id_number_key: idNumberKey(person.id_number) };
};

// Household incomes: most families below R10 000 a month, some at a band's exact edge.
const incomeFields = (faker: Faker) => {
  if (sometimes(faker, 0.02)) {
    const edge = faker.helpers.arrayElement([5000, 5000.5, 10000, 15000, 20000, 20000.01]);
    return { father_monthly_salary: edge, mother_monthly_salary: 0, spouse_monthly_salary: 0, own_monthly_salary: 0, investments: 0, other_income: 0 };
  }
  return {
    father_monthly_salary: sometimes(faker, 0.5) ? money(faker, 2000, 16000) : 0,
    mother_monthly_salary: sometimes(faker, 0.5) ? money(faker, 1500, 12000) + (sometimes(faker, 0.1) ? 0.5 : 0) : 0,
    spouse_monthly_salary: sometimes(faker, 0.05) ? money(faker, 3000, 12000) : 0,
    own_monthly_salary: sometimes(faker, 0.2) ? money(faker, 500, 6000) : 0,
    investments: sometimes(faker, 0.1) ? money(faker, 100, 2000, 10) : 0,
    other_income: sometimes(faker, 0.6) ? money(faker, 350, 2500, 10) : 0,
  };
};

const expenseFields = (faker: Faker) => ({
  rent_bond_expense: money(faker, 0, 9000),
  rates: money(faker, 0, 1200, 10),
  water_electricity: money(faker, 300, 2000, 10),
  transport_petrol: money(faker, 300, 3000, 10),
  telephone: money(faker, 100, 800, 10),
  medical_aid: sometimes(faker, 0.2) ? money(faker, 800, 4000, 10) : 0,
  insurance: sometimes(faker, 0.4) ? money(faker, 100, 1200, 10) : 0,
  grocery_milk_bread: money(faker, 1500, 7000, 10),
  other_expense: sometimes(faker, 0.3) ? money(faker, 100, 2000, 10) : 0,
});

const surveyFields = (faker: Faker, lists: ReferenceLists) => {
  const howLearned = faker.helpers.arrayElement(lists.how_learned_sources);
  const easy = sometimes(faker, 0.9) ? 1 : 0;
  return {
    the_course_you_wish_to_study: faker.helpers.arrayElement(WRITING.course),
    academic_achievements: faker.helpers.arrayElement(WRITING.achievements),
    community_involvement: faker.helpers.arrayElement(WRITING.community),
    tell_us: faker.helpers.arrayElements(WRITING.reasons, 2).join(' '),
    parents_assisted_by_provider: 0,
    assisted_by_vocational_programme: 0,
    mentor_participation: faker.helpers.arrayElement([0, 1]),
    volunteer_participation: faker.helpers.arrayElement([0, 1]),
    seminars_participation: faker.helpers.arrayElement([0, 1]),
    tutor_participation: faker.helpers.arrayElement([0, 1]),
    how_did_you_learn: howLearned,
    how_did_you_learn_specify: howLearned === 'Other' ? 'A poster at the library' : null,
    was_the_application_form_easy: easy,
    was_the_application_easy_specify: easy ? null : 'The upload step timed out twice.',
    opening_date: 1,
    closing_date: 1,
    instructions_clear: 1,
    pledge_by_applicant: 1,
  };
};

const FILE_NAMES: Record<string, string[]> = {
  id_document: ['ID copy.pdf', 'IMG_2034.jpg', 'certified id.pdf'],
  affidavit: ['Proof of income - father.pdf', 'payslip.pdf', 'SASSA letter.jpg'],
  recommendation: ['Testimonial.pdf', 'letter from imam.pdf'],
  motivation_letter: ['Motivation.pdf', 'motivational letter.pdf'],
  acceptance_letter: ['Acceptance letter.pdf'],
  registration: ['Proof of registration.pdf', 'registration.png'],
  fees_statement: ['Fees statement.pdf', 'statement of account.pdf'],
  consent_form: ['Consent form signed.pdf', 'consent.jpg'],
  midyear_transcript: ['Mid-year results.pdf'],
  finalyear_transcript: ['Academic record.pdf', 'final results.png'],
};
const CODES: Record<string, number> = {
  id_document: 0, affidavit: 1, recommendation: 2, motivation_letter: 3, acceptance_letter: 4,
  registration: 5, fees_statement: 6, consent_form: 7, midyear_transcript: 8, finalyear_transcript: 9,
};

let useFileKeys = false;

const documentRow = (faker: Faker, field: string, at: Date, source = 'applicant'): Row => {
  const name = faker.helpers.arrayElement(FILE_NAMES[field]);
  const mime = name.endsWith('.pdf') ? 'application/pdf' : name.endsWith('.png') ? 'image/png' : 'image/jpeg';
  return {
    document_id: documentId(),
    code: CODES[field],
    field,
    original_name: name,
    storage_key: useFileKeys ? crypto.randomBytes(16).toString('hex') : `generated-${nextKey(32)}`,
    mime,
    size: faker.number.int({ min: 60_000, max: 1_900_000 }),
    sha_256: nextKey(64),
    source,
    created_at: at,
    updated_at: at,
    published_at: at,
  };
};

const resultRow = (faker: Faker, period: string, at: Date): Row => {
  const hasResults = sometimes(faker, 0.95);
  const subjects = hasResults
    ? faker.helpers.arrayElements(SUBJECTS, { min: 4, max: 6 }).map((name) => ({ subjectName: name, subjectMark: String(faker.number.int({ min: 35, max: 95 })) }))
    : [];
  const average = hasResults ? Math.round((subjects.reduce((sum, subject) => sum + Number(subject.subjectMark), 0) / subjects.length) * 100) / 100 : null;
  const confirmed = sometimes(faker, 0.7);
  return {
    document_id: documentId(),
    period,
    subjects: JSON.stringify(subjects),
    average,
    pass_fail: confirmed ? (average !== null && average >= 50 ? 'pass' : 'fail') : null,
    confirmed,
    confirmed_at: confirmed ? at : null,
    no_result: !hasResults,
    no_result_reason: hasResults ? null : 'My institution has not released the results yet.',
    submitted_at: at,
    created_at: at,
    updated_at: at,
    published_at: at,
  };
};

const planApplication = (faker: Faker, lists: ReferenceLists, person: Person, year: number, latestYear: number): Plan => {
  const appliedAt = faker.date.between({ from: `${year - 1}-08-01`, to: `${year - 1}-11-30` });
  const submittedAt = new Date(appliedAt.getTime() + faker.number.int({ min: 0, max: 20 }) * 86_400_000);
  const university = faker.helpers.weightedArrayElement(
    lists.universities.map(({ name }) => ({ value: name, weight: name === 'Other' ? 2 : name.startsWith('University') ? 6 : 2 })),
  );
  const isIslamicCollege = university === lists.islamic_college;
  const course = faker.helpers.weightedArrayElement(
    (isIslamicCollege ? lists.islamic_courses : lists.courses).map((name) => ({ value: name, weight: name === 'OTHER' ? 1 : 4 })),
  );
  const duration = faker.helpers.weightedArrayElement([{ value: 3, weight: 5 }, { value: 4, weight: 4 }, { value: 1, weight: 1 }, { value: 6, weight: 1 }]);
  const yearOfStudy = faker.number.int({ min: 1, max: duration });
  const isSubmitted = sometimes(faker, 0.94);
  const income = incomeFields(faker);
  const expenses = expenseFields(faker);
  const isPastYear = year < latestYear;
  const acceptDecline = !isSubmitted
    ? 2
    : faker.helpers.weightedArrayElement(
        isPastYear
          ? [{ value: 1, weight: 35 }, { value: 0, weight: 50 }, { value: 2, weight: 15 }]
          : [{ value: 1, weight: 20 }, { value: 0, weight: 20 }, { value: 2, weight: 60 }],
      );
  const isAccepted = acceptDecline === 1;

  const documents: Row[] = [];
  const payments: Row[] = [];
  const results: Row[] = [];
  const comments: Row[] = [];
  const decisions: Row[] = [];
  if (isSubmitted) {
    for (const field of ['id_document', 'affidavit', 'recommendation', 'motivation_letter']) {
      const copies = field === 'id_document' || field === 'affidavit' ? faker.number.int({ min: 1, max: 2 }) : 1;
      for (let copy = 0; copy < copies; copy += 1) documents.push(documentRow(faker, field, appliedAt));
    }
    if (sometimes(faker, 0.4)) documents.push(documentRow(faker, 'acceptance_letter', appliedAt));
    for (let index = 0; index < faker.number.int({ min: 0, max: 2 }); index += 1) {
      const at = new Date(submittedAt.getTime() + faker.number.int({ min: 1, max: 40 }) * 86_400_000);
      comments.push({ document_id: documentId(), comment: faker.helpers.arrayElement(WRITING.comments), comment_date: at, author_name: faker.helpers.arrayElement(STAFF), created_at: at, updated_at: at, published_at: at });
    }
  }
  if (acceptDecline !== 2) {
    const at = faker.date.between({ from: `${year - 1}-12-01`, to: `${year}-02-28` });
    decisions.push({ document_id: documentId(), status_id: acceptDecline, note: faker.helpers.arrayElement(WRITING.notes), subject_to: isAccepted && sometimes(faker, 0.3) ? 'Proof of registration' : null, decided_by_name: faker.helpers.arrayElement(STAFF), decided_at: at, created_at: at, updated_at: at, published_at: at });
  }
  let hasRequestedDocuments = false;
  if (isAccepted) {
    const requested = (['registration', 'fees_statement', 'consent_form'] as const).filter(() => sometimes(faker, 0.8));
    const at = faker.date.between({ from: `${year}-02-01`, to: `${year}-04-30` });
    for (const field of requested) documents.push(documentRow(faker, field, at, 'token_link'));
    hasRequestedDocuments = requested.length === 3;
    const paymentCount = faker.helpers.weightedArrayElement([{ value: 0, weight: 3 }, { value: 1, weight: 4 }, { value: 2, weight: 2 }, { value: 3, weight: 1 }]);
    for (let index = 0; index < paymentCount; index += 1) {
      const paidOn = faker.date.between({ from: `${year}-02-01`, to: `${year}-11-30` });
      payments.push({
        document_id: documentId(),
        reference: null,
        in_favour_of: university,
        bank: faker.helpers.arrayElement(BANKS),
        account_no: faker.string.numeric(10),
        branch_code: faker.string.numeric(6),
        in_respect_of: faker.helpers.arrayElement(IN_RESPECT_OF),
        account: PAYMENT_DEFAULTS.account,
        amount_approved: money(faker, 2000, 40000, 100),
        eft_chq: PAYMENT_DEFAULTS.eft_chq,
        approved_1: PAYMENT_DEFAULTS.approved1,
        approved_2: PAYMENT_DEFAULTS.approved2,
        payment_date: day(paidOn),
        created_at: paidOn,
        updated_at: paidOn,
        published_at: paidOn,
      });
    }
    if (isPastYear && sometimes(faker, 0.5)) {
      const at = faker.date.between({ from: `${year}-07-01`, to: `${year}-08-31` });
      results.push(resultRow(faker, 'midyear_transcript', at));
      documents.push(documentRow(faker, 'midyear_transcript', at, 'token_link'));
    }
    if (isPastYear && sometimes(faker, 0.65)) {
      const at = faker.date.between({ from: `${year + 1}-01-05`, to: `${year + 1}-02-28` });
      results.push(resultRow(faker, 'finalyear_transcript', at));
      documents.push(documentRow(faker, 'finalyear_transcript', at, 'token_link'));
    }
  }
  const docsCompleted = hasRequestedDocuments && sometimes(faker, 0.6);
  const studentNumber = sometimes(faker, 0.9)
    ? `${slug(person.last_name).slice(0, 3)}${slug(person.first_name).slice(0, 3)}${faker.string.numeric(3)}`.toUpperCase()
    : null;
  for (const payment of payments) payment.reference = studentNumber ?? person.id_number;

  return {
    application: {
      document_id: documentId(),
      application_year: year,
      application_date: appliedAt,
      application_type: faker.helpers.arrayElement(lists.application_types),
      student_number: studentNumber,
      university,
      uni: university === 'Other' ? `${faker.location.city()} College of Commerce` : null,
      course,
      cor: course === 'OTHER' ? faker.helpers.arrayElement(['Islamic Finance', 'Halaal Food Science', 'Actuarial Data Science']) : null,
      unilevel: faker.helpers.arrayElement(lists.study_levels),
      duration_of_study: duration,
      year_of_study: yearOfStudy,
      completion_year: year + (duration - yearOfStudy),
      terms_and_conditions: true,
      amount_for_tuition: money(faker, 15000, 90000, 500),
      amount_for_books: money(faker, 1000, 8000, 100),
      amount_for_accommodation: sometimes(faker, 0.6) ? money(faker, 15000, 60000, 500) : 0,
      amount_for_transport: money(faker, 0, 12000, 100),
      accept_decline: acceptDecline,
      status_id: isSubmitted ? 2 : 1,
      submitted: isSubmitted,
      submitted_at: isSubmitted ? submittedAt : null,
      docs_completed: docsCompleted,
      docs_completed_at: docsCompleted ? submittedAt : null,
      // Written straight into the table, so with the flag the cms keeps as documents are added.
      requested_docs_submitted: hasRequestedDocuments,
      checklist_downloaded: isSubmitted && sometimes(faker, 0.3),
      last_saved_step: isSubmitted ? 'submitted' : 'university',
      ...(isSubmitted
        ? {
            ...income,
            total_income: totalIncome(income),
            cash_bank_savings: sometimes(faker, 0.3) ? money(faker, 100, 20000) : 0,
            gold_silver_jewellery: 0,
            investments_policies: 0,
            ...expenses,
            total_expense: totalExpense(expenses),
            ...surveyFields(faker, lists),
          }
        : {}),
      created_at: appliedAt,
      updated_at: submittedAt,
      published_at: appliedAt,
    },
    documents,
    payments,
    results,
    comments,
    decisions,
  };
};

const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

// Multi-row `insert ... values`, which both databases read faster than knex's SQLite form.
const insertSql = (trx: Knex.Transaction, table: string, rows: Row[], returning: string) => {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  return trx.raw(`insert into ?? (${columns.map(() => '??').join(', ')}) values ${rows.map(() => placeholders).join(', ')}${returning}`, [
    table,
    ...columns,
    ...rows.flatMap((row) => columns.map((column) => row[column] ?? null)),
  ]);
};

const rowsPerStatement = (rows: Row[]) => Math.min(MAX_ROWS, Math.floor(MAX_BOUND_VALUES / Math.max(1, ...rows.slice(0, 50).map((row) => Object.keys(row).length))));

// Inserts rows in chunks and answers each row's new id, matched by its unique document_id.
const insertAll = async (trx: Knex.Transaction, table: string, rows: Row[]) => {
  const ids = new Map<string, number>();
  for (const chunk of chunks(rows, rowsPerStatement(rows))) {
    const result = await insertSql(trx, table, chunk, ' returning id, document_id');
    const inserted: { id: number; document_id: string }[] = Array.isArray(result) ? result : result.rows;
    for (const row of inserted) ids.set(row.document_id, Number(row.id));
  }
  return rows.map((row) => ids.get(row.document_id as string) as number);
};

const insertLinks = async (trx: Knex.Transaction, table: string, rows: Row[]) => {
  for (const chunk of chunks(rows, rowsPerStatement(rows))) await insertSql(trx, table, chunk, '');
};

const RELATED = [
  { key: 'documents', table: 'application_documents', link: 'application_documents_application_lnk', column: 'document_id' },
  { key: 'payments', table: 'application_payments', link: 'application_payments_application_lnk', column: 'payment_id' },
  { key: 'results', table: 'application_results', link: 'application_results_application_lnk', column: 'result_id' },
  { key: 'comments', table: 'application_comments', link: 'application_comments_application_lnk', column: 'comment_id' },
  { key: 'decisions', table: 'application_decisions', link: 'application_decisions_application_lnk', column: 'decision_id' },
] as const;

const TABLES = ['applicants', 'applications', 'applications_applicant_lnk', ...RELATED.flatMap((related) => [related.table, related.link])];

// PostgreSQL plans from table statistics, which its autovacuum refreshes only a while after a bulk
// change: until then a correlated subquery may scan a whole table per row. A bulk load refreshes
// them itself, as an import of legacy data should.
const isPostgres = (connection: Knex) => connection.client.config.client === 'pg';
const refreshStatistics = async (connection: Knex) => {
  if (isPostgres(connection)) await connection.raw(`analyze ${TABLES.map(() => '??').join(', ')}`, TABLES);
};

const removeGenerated = async (connection: Knex, applicantIds: number[], applicationIds: number[]) => {
  await connection.transaction(async (trx) => {
    for (const ids of chunks(applicationIds, 500)) {
      for (const related of RELATED) {
        const linked = (await trx(related.link).whereIn('application_id', ids).select(related.column)).map((row) => row[related.column]);
        await trx(related.link).whereIn('application_id', ids).delete();
        for (const part of chunks(linked, 500)) await trx(related.table).whereIn('id', part).delete();
      }
      await trx('applications_applicant_lnk').whereIn('application_id', ids).delete();
      await trx('applications').whereIn('id', ids).delete();
    }
    for (const ids of chunks(applicantIds, 500)) await trx('applicants').whereIn('id', ids).delete();
  });
  await refreshStatistics(connection);
};

/**
 * `count` applications spread over `years` (an applicant may apply in several of them), each
 * with its applicant, and for the submitted ones their documents, decisions, payments, results
 * and review comments. About 6% are started and never submitted.
 */
export const generateApplicationsInto = async (
  connection: Knex,
  lists: ReferenceLists,
  count: number,
  { seed = 2025, years = [2023, 2024, 2025], fileKeys = false }: GenerateOptions = {},
): Promise<GeneratedApplications> => {
  useFileKeys = fileKeys;
  const faker = fakerEN_ZA;
  faker.seed(seed);
  const now = new Date();
  const sortedYears = [...years].sort();
  const latestYear = sortedYears[sortedYears.length - 1];

  const people: Person[] = [];
  const plans: { personIndex: number; plan: Plan }[] = [];
  while (plans.length < count) {
    const person = makePerson(faker, lists, people.length, now);
    const personIndex = people.push(person) - 1;
    // Most apply once; some come back for the following years.
    const first = faker.number.int({ min: 0, max: sortedYears.length - 1 });
    const last = Math.min(sortedYears.length - 1, first + faker.helpers.weightedArrayElement([{ value: 0, weight: 7 }, { value: 1, weight: 2 }, { value: 2, weight: 1 }]));
    for (let index = first; index <= last && plans.length < count; index += 1) {
      plans.push({ personIndex, plan: planApplication(faker, lists, person, sortedYears[index], latestYear) });
    }
  }

  // Keeps the addresses of two generated sets apart.
  const marker = crypto.randomBytes(3).toString('hex');
  for (const person of people) person.email = person.email.replace('@', `.${marker}@`);

  // Filled by the transaction (assigned, not push(...ids): 200,000 arguments overflow the stack).
  let applicantIds: number[] = [];
  let applicationIds: number[] = [];
  await connection.transaction(async (trx) => {
    applicantIds = await insertAll(trx, 'applicants', people);
    const applications = plans.map(({ personIndex, plan }) => ({
      ...plan.application,
      applicant_year_key: `${applicantIds[personIndex]}:${plan.application.application_year}`,
    }));
    applicationIds = await insertAll(trx, 'applications', applications);
    await insertLinks(
      trx,
      'applications_applicant_lnk',
      plans.map(({ personIndex }, index) => ({ application_id: applicationIds[index], applicant_id: applicantIds[personIndex], application_ord: 1 })),
    );
    for (const related of RELATED) {
      const owned = plans.flatMap(({ plan }, index) => plan[related.key].map((row) => ({ row, applicationId: applicationIds[index] })));
      const ids = await insertAll(trx, related.table, owned.map(({ row }) => row));
      await insertLinks(
        trx,
        related.link,
        owned.map(({ applicationId }, index) => ({ [related.column]: ids[index], application_id: applicationId, [`${related.column.replace(/_id$/, '')}_ord`]: index + 1 })),
      );
    }
  });

  await refreshStatistics(connection);
  return { applicantIds, applicationIds, remove: () => removeGenerated(connection, applicantIds, applicationIds) };
};
