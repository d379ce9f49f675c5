import type { Core } from '@strapi/strapi';
import { APPLICATION_EXISTS_ERROR, type AcceptDecline } from '@bursary/domain/constants';
import { APPLICANT_DOCUMENTS } from '@bursary/domain/options/document-kinds';
import { submitSchema } from '@bursary/domain/schemas/submit';
import { basicInfoSchema } from '@bursary/domain/schemas/basic-info';
import { socialInfoSchema } from '@bursary/domain/schemas/social-info';
import { messagesInFieldOrder } from '@bursary/domain/step-gate';
import { summaryGroups } from '@bursary/domain/application-summary';
import { furthestStep, stepTitle, type ApplicationStepKey, type SavedStep } from '@bursary/domain/application-steps';
import { badRequest, conflict, forbidden } from '../../../utils/api-error';
import { isPlainObject, validateBody } from '../../../utils/validate-body';
import { getService } from '../../../utils/get-service';
import { rawRows } from '../../../db/connection';
import { inFormNames } from '../../../utils/form-names';
import { SURVEY_CHOICES, UNIVERSITY_CHOICES } from '../../reference/services/listed-choices';
import { SECTIONS, sectionValues, sectionsIn, type SectionName } from './application-sections';

// Beside the steps' fields: the ids, the step's name, and the totals a client may send (the cms
// computes them from the amounts and stores its own).
const UPDATE_ENVELOPE = ['application_id', 'applicant_id', 'section', 'total_income', 'total_expense'];
const CREATE_ENVELOPE = ['application_id', 'applicant_id'];
const SECTION_FORMS = Object.values(SECTIONS).map((section) => section.schema);

const APPLICATIONS = 'api::application.application';
const APPLICANTS = 'api::applicant.applicant';

export const STATUS = { STARTED: 1, SUBMITTED: 2 } as const;
export const SUBMITTED_MESSAGE = 'Your application has been submitted. A confirmation e-mail is on its way to you.';
export const ALREADY_SUBMITTED = 'Your application has been submitted and can no longer be changed.';
// The applicant spec's closed-period message (§8).
export const closedMessage = (cycleYear: number) => `Application for ${cycleYear} now closed`;

export type DashboardRow = {
  id: number;
  student_number: string | null;
  university: string | null;
  uni: string | null;
  course: string | null;
  cor: string | null;
  duration_of_study: number | null;
  /** only ever 0, 1 or 2: created pending, changed by review/services/decisions.ts */
  accept_decline: AcceptDecline | null;
  submitted: boolean | number | null;
  application_year: number;
};

export type ApplyingWindow = { may_apply: boolean; may_apply_until: string | null };

const applications = ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => getService('portal.portal-content').settings();

  return {
    // Whether the applicant may start, change and submit this cycle's application: while the cycle
    // is open, or while a late-application invitation to them lasts (may_apply_until, when closed).
    async applyingWindow(applicantId: number): Promise<ApplyingWindow> {
      const { applications_open: isOpen } = await settings();
      if (isOpen) return { may_apply: true, may_apply_until: null };
      const applicant = await strapi.db.query(APPLICANTS).findOne({ where: { id: applicantId }, select: ['late_application_until'] });
      const lateUntil = applicant?.late_application_until ? new Date(applicant.late_application_until) : null;
      return lateUntil && lateUntil.getTime() > Date.now()
        ? { may_apply: true, may_apply_until: lateUntil.toISOString() }
        : { may_apply: false, may_apply_until: null };
    },

    async assertOpenFor(applicantId: number) {
      if ((await this.applyingWindow(applicantId)).may_apply) return;
      throw forbidden(closedMessage((await settings()).cycle_year));
    },

    // Once this cycle's application is submitted, the applicant's profile (basic and social
    // information: ID number, address, religion, reference) is what staff judge and stays as it is,
    // like the application itself. Run inside the transaction that writes: on PostgreSQL the row
    // lock makes a submit wait for the write; SQLite's transactions already take turns.
    async assertProfileEditable(applicantId: number) {
      const [application] = await rawRows<{ submitted: unknown }>(
        `select a.submitted from applications a join applications_applicant_lnk l on l.application_id = a.id
         where l.applicant_id = ? and a.application_year = ? limit 1${strapi.db.dialect.client === 'postgres' ? ' for update of a' : ''}`,
        [applicantId, (await settings()).cycle_year],
      );
      if (application?.submitted) throw forbidden(ALREADY_SUBMITTED);
    },

    findForYear(applicantId: number, year: number) {
      return strapi.db.query(APPLICATIONS).findOne({ where: { applicant: { id: applicantId }, application_year: year } });
    },

    async current(applicantId: number) {
      return this.findForYear(applicantId, (await settings()).cycle_year);
    },

    // What the outcome dashboard shows of this cycle's application (read on every visit to it).
    async dashboardRow(applicantId: number) {
      const [row] = await rawRows<DashboardRow>(
        `select a.id, a.student_number, a.university, a.uni, a.course, a.cor, a.duration_of_study, a.accept_decline, a.submitted, a.application_year
         from applications a join applications_applicant_lnk l on l.application_id = a.id
         where l.applicant_id = ? and a.application_year = ? limit 1`,
        [applicantId, (await settings()).cycle_year],
      );
      return row ?? null;
    },

    async assertChoicesListed(values: Record<string, unknown>) {
      const choices = getService('reference.listed-choices');
      await choices.assertListed(values, [...UNIVERSITY_CHOICES, ...SURVEY_CHOICES]);
      if (typeof values.university === 'string' && typeof values.course === 'string') {
        await choices.assertCourseListed(values.university, values.course);
      }
    },

    // The University step creates the cycle's application; a second create answers the spec's
    // "application already exist" with the ids of the one there is.
    async create(applicantId: number, body: unknown) {
      await this.assertOpenFor(applicantId);
      const { cycle_year: cycleYear } = await settings();
      if (!isPlainObject(body)) throw badRequest('Send the form fields as a JSON object.');
      const values = validateBody(SECTIONS.university.schema, inFormNames(body, [SECTIONS.university.schema], CREATE_ENVELOPE), { cycleYear });
      await this.assertChoicesListed(values);

      const existsAnswer = (row: { id: number; status_id: number }) =>
        conflict(APPLICATION_EXISTS_ERROR, { application_id: row.id, status_id: row.status_id });
      const existing = await this.current(applicantId);
      if (existing) throw existsAnswer(existing);

      const applicantYearKey = `${applicantId}:${cycleYear}`;
      try {
        const created = await strapi.db.query(APPLICATIONS).create({
          data: {
            ...values,
            applicant: applicantId,
            applicant_year_key: applicantYearKey,
            application_year: cycleYear,
            application_date: new Date(),
            status_id: STATUS.STARTED,
            accept_decline: 2,
            submitted: false,
            last_saved_step: furthestStep(await this.progressBeforeApplication(applicantId), 'university'),
          },
        });
        return { application_id: created.id as number, status_id: STATUS.STARTED };
      } catch (error) {
        // Two creates at once: the unique applicant-and-year key lets only one through. The winner
        // is found by that key, which it wrote first (its link to the applicant may not be there yet).
        const winner = await strapi.db.query(APPLICATIONS).findOne({ where: { applicant_year_key: applicantYearKey } });
        if (winner) throw existsAnswer(winner);
        throw error;
      }
    },

    // Saves the steps a request carries. Applicants change only their own unsubmitted application
    // while applications are open; staff (editing on an applicant's behalf) may change any.
    async update(applicationId: number, body: unknown, caller: { applicantId?: number }) {
      if (!isPlainObject(body)) throw badRequest('Send the form fields as a JSON object.');
      const [application] = await rawRows<{ submitted: unknown; last_saved_step: string | null }>(
        'select submitted, last_saved_step from applications where id = ?',
        [applicationId],
      );
      if (caller.applicantId) {
        await this.assertOpenFor(caller.applicantId);
        if (application.submitted) throw forbidden(ALREADY_SUBMITTED);
      }
      const fields = inFormNames(body, SECTION_FORMS, UPDATE_ENVELOPE);
      const names = sectionsIn(fields);
      if (names.length === 0) throw badRequest('Complete the required fields');

      const { cycle_year: cycleYear } = await settings();
      let columns: Record<string, unknown> = {};
      for (const name of names) {
        const values = validateBody(SECTIONS[name].schema, fields, { cycleYear });
        columns = { ...columns, ...SECTIONS[name].toColumns(values) };
      }
      await this.assertChoicesListed(columns);
      // An applicant's save lands only while the application is unsubmitted, also when a submit
      // commits between the check above and this write.
      const { count } = await strapi.db.query(APPLICATIONS).updateMany({
        where: { id: applicationId, ...(caller.applicantId && { $or: [{ submitted: false }, { submitted: { $null: true } }] }) },
        data: { ...columns, last_saved_step: names.reduce<string | null>(furthestStep, application.last_saved_step) },
      });
      if (count !== 1) throw forbidden(ALREADY_SUBMITTED);
    },

    // Remembers how far the applicant got: on the application once it exists, before that on the profile.
    async recordProgress(applicantId: number, step: SavedStep) {
      const application = await this.current(applicantId);
      if (application) {
        await strapi.db.query(APPLICATIONS).update({
          where: { id: application.id },
          data: { last_saved_step: furthestStep(application.last_saved_step, step) },
        });
        return;
      }
      const applicant = await strapi.db.query(APPLICANTS).findOne({ where: { id: applicantId }, select: ['last_saved_step'] });
      await strapi.db.query(APPLICANTS).update({
        where: { id: applicantId },
        data: { last_saved_step: furthestStep(applicant?.last_saved_step, step) },
      });
    },

    async progressBeforeApplication(applicantId: number): Promise<string | null> {
      const applicant = await strapi.db.query(APPLICANTS).findOne({ where: { id: applicantId }, select: ['last_saved_step'] });
      return applicant?.last_saved_step ?? null;
    },

    // A stored application with the forms' field names, step by step, for preloading.
    formValues(application: Record<string, unknown>) {
      return Object.assign(
        { id: application.id, application_year: application.application_year },
        ...(['university', 'income', 'expenses', 'survey'] as SectionName[]).map((name) => sectionValues(name, application)),
        { total_income: application.total_income, total_expense: application.total_expense },
      );
    },

    // What is still missing before submitting, as a message naming the step, or null.
    async missingForSubmit(applicantId: number, application: Record<string, any>) {
      const profile = getService('applicant.profile');
      const person = await profile.formValues(applicantId);
      const { cycle_year: cycleYear } = await settings();
      const steps: [ApplicationStepKey, Parameters<typeof messagesInFieldOrder>[0], Record<string, unknown>, Record<string, unknown>][] = [
        ['basic', basicInfoSchema, person ?? {}, { email: person?.email }],
        ['social', socialInfoSchema, person ?? {}, { country: person?.country }],
        ...(['university', 'income', 'expenses', 'survey'] as SectionName[]).map(
          (name) => [name, SECTIONS[name].schema, sectionValues(name, application), { cycleYear }] as [ApplicationStepKey, any, Record<string, unknown>, Record<string, unknown>],
        ),
      ];
      for (const [step, schema, values, context] of steps) {
        const [problem] = messagesInFieldOrder(schema, values, context);
        if (problem) return `Complete the ${stepTitle(step)} step: ${problem}`;
      }
      const stored = await strapi.db
        .connection('application_documents as d')
        .join('application_documents_application_lnk as l', 'l.document_id', 'd.id')
        .where('l.application_id', application.id)
        .distinct('d.field');
      const fields = new Set(stored.map((row: { field: string }) => row.field));
      const missing = APPLICANT_DOCUMENTS.find((document) => !fields.has(document.field));
      return missing ? `Upload file for ${missing.label}` : null;
    },

    // Checks every step, the four documents and the pledge, then marks the application submitted
    // exactly once and sends the confirmation e-mail.
    async submit(applicantId: number, applicationId: number, body: unknown) {
      await this.assertOpenFor(applicantId);
      validateBody(submitSchema, isPlainObject(body) ? { pledge_by_Applicant: body.pledge_by_Applicant } : body);
      const application = await strapi.db.query(APPLICATIONS).findOne({ where: { id: applicationId } });
      if (application.submitted) throw conflict('This application has already been submitted.');
      const missing = await this.missingForSubmit(applicantId, application);
      if (missing) throw badRequest(missing);

      const submittedAt = new Date();
      // Conditional on `submitted: false`, so two submits at once mark it submitted only once.
      const { count } = await strapi.db.query(APPLICATIONS).updateMany({
        where: { id: applicationId, submitted: false },
        data: { submitted: true, submitted_at: submittedAt, status_id: STATUS.SUBMITTED, pledge_by_Applicant: 1, last_saved_step: 'submitted' },
      });
      if (count !== 1) throw conflict('This application has already been submitted.');

      const person = await getService('applicant.profile').find(applicantId);
      await getService('messaging.mailer').send('application_submitted', {
        to: person.email,
        values: { first_name: person.first_name, last_name: person.last_name },
        applicationId,
      });
      return { success: SUBMITTED_MESSAGE, status_id: STATUS.SUBMITTED };
    },

    async summary(applicantId: number, applicationId: number) {
      const [person, application] = await Promise.all([
        getService('applicant.profile').find(applicantId),
        strapi.db.query(APPLICATIONS).findOne({ where: { id: applicationId } }),
      ]);
      return { groups: summaryGroups({ ...application, ...person }) };
    },
  };
};

export type ApplicationsService = ReturnType<typeof applications>;
export default applications;
