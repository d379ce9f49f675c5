import fc from 'fast-check';
import { basicInfoSchema } from '@bursary/domain/schemas/basic-info';
import { commentSchema } from '@bursary/domain/schemas/comment';
import { decisionSchema } from '@bursary/domain/schemas/decision';
import { documentsRequestSchema } from '@bursary/domain/schemas/documents-request';
import { expensesSchema } from '@bursary/domain/schemas/expenses';
import { incomeSchema } from '@bursary/domain/schemas/income';
import { paymentSchema } from '@bursary/domain/schemas/payment';
import { registrationSchema } from '@bursary/domain/schemas/registration';
import { resultsRequestSchema } from '@bursary/domain/schemas/results-request';
import { socialInfoSchema } from '@bursary/domain/schemas/social-info';
import { surveySchema } from '@bursary/domain/schemas/survey';
import { universitySchema } from '@bursary/domain/schemas/university';

// What a hostile or careless client sends: the API's real field names with values of every wrong
// kind, keys meant to reach an object's prototype, and strings meant for SQL, HTML or templates.

/** Every field name the forms send, and the ids and options the calls take. */
export const FIELD_NAMES = [
  ...new Set([
    ...[
      basicInfoSchema,
      commentSchema,
      decisionSchema,
      documentsRequestSchema,
      expensesSchema,
      incomeSchema,
      paymentSchema,
      registrationSchema,
      resultsRequestSchema,
      socialInfoSchema,
      surveySchema,
      universitySchema,
    ].flatMap((schema) => Object.keys(schema.fields)),
    'application_id', 'applicant_id', 'applicant', 'email', 'password', 're_password', 'token', 'status_id', 'payment_id',
    'application_year', 'results_period', 'page', 'page_size', 'sort', 'search', 'query', 'decision', 'paid',
    'docs_submitted', 'docs_completed', 'university', 'period', 'pass_fail', 'all_accepted', 'accepted_only',
    'accepted_and_paid', 'selectedApps', 'resultType', 'filename', 'doctype', 'run_id', 'wait', 'from', 'to', 'status',
    'pledge_by_Applicant', 'results',
  ]),
];

export const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'id', 'documentId', '$where', '$ne', 'user'];

const HOSTILE_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE applications; --',
  '1) UNION SELECT password FROM up_users --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '${process.exit()}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\u202eRTL override',
  'Zoë Nkosi-Ndlovu 🎓 ✓',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  '9007199254740993',
  '2025-02-30',
  'all',
  'YES',
  ' ',
  '',
  'x'.repeat(100_000),
  'é'.repeat(20_000),
];

/** A JSON value of any kind, hostile strings and deep nesting included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 1, 2, 2025, Number.MAX_SAFE_INTEGER),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...HOSTILE_KEYS, ...FIELD_NAMES.slice(0, 20)), fc.string({ maxLength: 10 })), tie('value'), { maxKeys: 4 }),
  ),
})).value;
