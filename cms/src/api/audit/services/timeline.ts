import { APPLICATION_STEP_KEYS, stepTitle, type ApplicationStepKey } from '@bursary/domain/application-steps';
import {
  TIMELINE_PAGE,
  type ApplicationTimeline,
  type TimelineActor,
  type TimelineEntry,
  type TimelineKind,
  type TimelineLink,
} from '@bursary/domain/back-office-api';
import { documentKindByField } from '@bursary/domain/options/document-kinds';
import { RESULTS_PERIODS } from '@bursary/domain/options/results-periods';
import { formatRand } from '@bursary/domain/rand-amount';
import {
  auditEvents,
  documentEvents,
  emailEvents,
  resultEvents,
  timelineFacts,
  type StaffNames,
  type TimelineFacts,
} from '../../../db/timeline';
import { SECTIONS, SECTION_NAMES } from '../../application/applications/application-sections';
import { dateOf, isTrue, jsonOf } from '../../exports/utils/values';
import { notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import type { StaffActor } from '../../../utils/require-staff';
import { APPLICATION_NOT_FOUND } from '../../../utils/require-applicant';

// An applicant's story on one page: registered, started, submitted, documents (and from where), results,
// e-mails (and whether they went), and every staff action and view the access log holds, newest first.
// Entries say what happened in words; they never carry a row's details, which hold the applicant's
// ID number, race, religion or income when staff changed them.

export const TIMELINE_VIEW_ACTION = 'view.timeline';

// Told by the documents and the mail log, which say it better (where a document came from, whether an
// e-mail went): the access log's rows of the same events are left out.
const TOLD_ELSEWHERE = ['document.upload', 'email.documents_request'];

const SYSTEM: TimelineActor = { kind: 'system', name: 'The portal' };

const EMAIL_TITLES = { sent: 'E-mail sent', queued: 'E-mail waiting to be sent', failed: 'E-mail not delivered' } as const;
const VIA_LINK = 'Through an e-mailed link';
const DOCUMENT_VIA = {
  applicant: "From the applicant's own application (signed in)",
  token_link: VIA_LINK,
  staff: "By staff on the applicant's behalf",
} as const;

type Details = Record<string, any>;
type Words = { kind: TimelineKind; what: (details: Details) => string; detail?: (details: Details) => string | null; link?: TimelineLink };

const staffOf = (names: StaffNames, fallbackEmail?: string | null): TimelineActor => ({
  kind: 'staff',
  name: `${names.first_name ?? ''} ${names.last_name ?? ''}`.trim() || names.email || fallbackEmail || 'A staff member',
});

const kindName = (field: unknown) => documentKindByField(field)?.name ?? 'a document';
const periodName = (period: unknown) => RESULTS_PERIODS.find((option) => option.value === period)?.label ?? 'Results';
const isStep = (step: unknown): step is ApplicationStepKey => (APPLICATION_STEP_KEYS as readonly unknown[]).includes(step);
const joined = (parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ') || null;

const paymentDetail = (payment: Details | null | undefined) =>
  payment ? joined([formatRand(Number(payment.amount_approved)), payment.in_respect_of, payment.payment_date && `dated ${payment.payment_date}`]) : null;

// The application's columns each step saves (its form values, stored names and totals).
const STEP_COLUMNS = SECTION_NAMES.map((name) => {
  const blank = Object.fromEntries(Object.keys(SECTIONS[name].schema.fields).map((field) => [field, null]));
  return { step: name, columns: new Set(Object.keys(SECTIONS[name].toColumns(blank))) };
});

/** The steps an edit changed, by title, from the changed columns' names. */
const stepsOf = (columns: string[]) =>
  joined(STEP_COLUMNS.filter(({ columns: own }) => columns.some((column) => own.has(column))).map(({ step }) => stepTitle(step)));

const VIEWS_VIA: Record<string, string> = {
  getapplication: "Opened the applicant's record",
  applicationforms: 'Opened the record to change it on their behalf',
  searchapplication: 'Saw the record in the applications list',
};

const AUDIT_WORDS: Record<string, Words> = {
  'decision.add': {
    kind: 'decision',
    what: ({ after }) => (after?.status_id === 1 ? 'Accepted' : after?.status_id === 0 ? 'Declined' : 'Decided'),
    detail: ({ after }) => joined([after?.note && `Reason: ${after.note}`, after?.subject_to && `Subject to: ${after.subject_to}`]),
    link: 'acceptdecline',
  },
  'comment.add': { kind: 'comment', what: () => 'Commented', detail: ({ after }) => after?.comment ?? null, link: 'review' },
  'payment.create': { kind: 'payment', what: () => 'Recorded a payment', detail: ({ after }) => paymentDetail(after), link: 'payment' },
  'payment.update': { kind: 'payment', what: () => 'Changed a payment', detail: ({ after }) => paymentDetail(after), link: 'payment' },
  'payment.delete': { kind: 'payment', what: () => 'Deleted a payment', detail: ({ before }) => paymentDetail(before), link: 'payment' },
  'documents.completed': { kind: 'change', what: () => 'Marked the documents completed' },
  'result.confirm': {
    kind: 'results',
    what: ({ after }) => `Confirmed the ${after && 'application_pass_or_fail' in after ? 'final-year' : 'mid-year'} results`,
    detail: ({ after }) => (after?.pass_fail ? `Marked ${after.pass_fail}` : null),
  },
  'applicant.update': {
    kind: 'change',
    what: () => "Changed the applicant's details on their behalf",
    detail: ({ sections }) =>
      Array.isArray(sections) ? joined(sections.filter(isStep).map(stepTitle)) : null,
  },
  'application.update': {
    kind: 'change',
    what: () => 'Changed the application on their behalf',
    detail: ({ after }) => (after ? stepsOf(Object.keys(after)) : null),
  },
  'view.special_personal_information': { kind: 'view', what: ({ via }) => VIEWS_VIA[via] ?? "Viewed the applicant's record" },
  'view.document': {
    kind: 'view',
    what: ({ via, field }) => `${via === 'downloadsupportingdoc' ? 'Downloaded' : 'Opened'} ${kindName(field)}`,
    link: 'documents',
  },
  [TIMELINE_VIEW_ACTION]: { kind: 'view', what: () => 'Viewed this timeline' },
  'download.application_form': { kind: 'view', what: () => 'Downloaded the application form' },
  'download.checklist': { kind: 'view', what: () => 'Downloaded the checklist' },
  'download.applicant_folder': { kind: 'view', what: () => "Downloaded the applicant's files" },
  // Never the scores themselves: the timeline must not show them to someone who has not scored.
  'scores.save_draft': { kind: 'change', what: () => 'Saved a draft of their scores' },
  'scores.submit': { kind: 'change', what: () => 'Submitted their scores' },
  'scores.look_without_scoring': { kind: 'view', what: () => 'Chose to see the scores without scoring' },
  'view.scores': { kind: 'view', what: () => 'Viewed the scores' },
};

// An action this page does not know yet still shows, by its name.
const wordsOf = (action: string): Words => AUDIT_WORDS[action] ?? { kind: 'change', what: () => action };

const entryOf = (
  key: string,
  at: unknown,
  kind: TimelineKind,
  who: TimelineActor,
  what: string,
  more: Partial<Pick<TimelineEntry, 'detail' | 'via' | 'delivery' | 'link'>> = {},
): TimelineEntry | null => {
  const when = dateOf(at);
  return when ? { key, at: when.toISOString(), kind, who, what, detail: null, via: null, delivery: null, link: null, ...more } : null;
};

// Entries of the same moment (the clock keeps milliseconds) are told in the order one causes the next:
// the account before its application, the uploads before the submit, the submit before the
// confirmation it sends. Entries of one source keep the order their query gave.
const CAUSE_ORDER = ['registered', 'started', 'saved', 'document', 'result', 'submitted', 'withdrawn', 'audit', 'email'];
const causeRank = (entry: TimelineEntry) => CAUSE_ORDER.indexOf(entry.key.replace(/-\d+$/, ''));
const newestFirst = (first: TimelineEntry, second: TimelineEntry) => second.at.localeCompare(first.at) || causeRank(second) - causeRank(first);

// The application keeps when it was started, when the applicant last saved a step (and the furthest
// one), when it was submitted or withdrawn; not each save of each step.
const factsEntries = (facts: TimelineFacts, applicant: TimelineActor) => {
  const isSubmitted = isTrue(facts.submitted);
  const furthest = facts.last_saved_step;
  return [
    entryOf('registered', facts.registered_at, 'account', applicant, 'Registered'),
    entryOf('started', facts.started_at, 'application', applicant, 'Started the application', { detail: 'Saved the University step' }),
    entryOf('saved', isSubmitted ? null : facts.last_saved_at, 'application', applicant, 'Saved a step', {
      detail: isStep(furthest) ? `Furthest step saved: ${stepTitle(furthest)}` : null,
    }),
    entryOf('submitted', isSubmitted ? facts.submitted_at : null, 'application', applicant, 'Submitted the application'),
    entryOf('withdrawn', facts.withdrawn_at, 'application', applicant, 'Withdrew the application'),
  ];
};

const timeline = () => ({
  /** The newest `limit` entries of the application's story, newest first; undefined when there is no such application. */
  async read(applicationId: number, limit = TIMELINE_PAGE): Promise<ApplicationTimeline | undefined> {
    const facts = await timelineFacts(applicationId);
    if (!facts) return undefined;
    const applicant: TimelineActor = { kind: 'applicant', name: `${facts.first_name ?? ''} ${facts.last_name ?? ''}`.trim() || 'The applicant' };
    // One more than asked of each source tells whether anything older is left.
    const [documents, results, emails, audits] = await Promise.all([
      documentEvents(applicationId, limit + 1),
      resultEvents(applicationId, limit + 1),
      emailEvents(applicationId, facts.email, limit + 1),
      auditEvents({ applicationId, applicantId: facts.applicant_id }, TOLD_ELSEWHERE, limit + 1),
    ]);

    const entries = [
      ...factsEntries(facts, applicant),
      ...documents.map((row) =>
        entryOf(`document-${row.id}`, row.at, 'document', row.source === 'staff' ? staffOf(row) : applicant, `Uploaded ${kindName(row.field)}`, {
          via: DOCUMENT_VIA[row.source] ?? null,
          link: 'documents',
        }),
      ),
      ...results.map((row) =>
        entryOf(`result-${row.id}`, row.at, 'results', applicant, `Sent the ${periodName(row.period)}`, {
          detail: isTrue(row.no_result) ? 'No results available' : null,
          via: VIA_LINK,
        }),
      ),
      ...emails.map((row) =>
        entryOf(
          `email-${row.id}`,
          row.at,
          'email',
          row.first_name || row.last_name || row.email ? staffOf(row) : SYSTEM,
          EMAIL_TITLES[row.delivery_status],
          {
            // A message waiting to be tried again says why its last try failed.
            detail: joined([row.subject, `To ${row.to}`, row.delivery_status !== 'sent' && row.error && `Error: ${row.error}`]),
            delivery: row.delivery_status,
          },
        ),
      ),
      ...audits.map((row) => {
        const details = jsonOf<Details>(row.details, {}) ?? {};
        const words = wordsOf(row.action);
        return entryOf(`audit-${row.id}`, row.at, words.kind, staffOf(row, row.actor_email), words.what(details), {
          detail: words.detail?.(details) ?? null,
          link: words.link ?? null,
        });
      }),
    ]
      .filter((entry): entry is TimelineEntry => entry !== null)
      .sort(newestFirst);

    return { application_id: applicationId, entries: entries.slice(0, limit), has_older: entries.length > limit };
  },

  /** The timeline as staff see it: reading it is a view of the applicant's personal data, so it is in the access log. */
  async show(staff: StaffActor, applicationId: number, limit: number): Promise<ApplicationTimeline> {
    const answer = await this.read(applicationId, limit);
    if (!answer) throw notFound(APPLICATION_NOT_FOUND);
    await getService('audit.audit-log').record(staff, {
      action: TIMELINE_VIEW_ACTION,
      targetType: 'application',
      targetId: applicationId,
      details: { via: 'gettimeline', entries: answer.entries.length },
    });
    return answer;
  },
});

export type TimelineService = ReturnType<typeof timeline>;
export default timeline;
