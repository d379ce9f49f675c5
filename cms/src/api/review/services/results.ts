import type { Core } from '@strapi/strapi';
import type { ListedFile, ResultRecord } from '@bursary/domain/back-office-api';
import { RESULTS_PERIODS, type PassFail, type ResultsPeriod } from '@bursary/domain/options/results-periods';
import { notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import type { StaffActor } from '../../../utils/require-staff';

const APPLICATIONS = 'api::application.application';
const RESULTS = 'api::review.result';

type ResultRow = {
  id: number;
  period: ResultsPeriod;
  subjects: { subjectName: string; subjectMark: string }[] | null;
  average: number | null;
  pass_fail: PassFail | null;
  confirmed: boolean | null;
  confirmed_at: string | null;
  no_result: boolean | null;
  no_result_reason: string | null;
  submitted_at: string | null;
};

// The transcript sent with the results; its size, a biginteger, can come as a string.
type TranscriptRow = { id: number; original_name: string; mime: string; size: number | string };
type ListedRow = ResultRow & { transcript: TranscriptRow | null };

const COLUMNS = ['id', 'period', 'subjects', 'average', 'pass_fail', 'confirmed', 'confirmed_at', 'no_result', 'no_result_reason', 'submitted_at'];

const labelOf = (period: ResultsPeriod) => RESULTS_PERIODS.find((entry) => entry.value === period)?.label ?? period;

const transcriptOf = (row: TranscriptRow | null): ListedFile | null =>
  row && { id: row.id, original_name: row.original_name, mime: row.mime, size: Number(row.size) };

const shape = (row: ListedRow): ResultRecord => ({
  id: row.id,
  period: row.period,
  subjects: (row.subjects ?? []).map((subject) => ({ name: subject.subjectName, mark: Number(subject.subjectMark) })),
  average: row.average === null ? null : Math.round(Number(row.average) * 100) / 100,
  pass_fail: row.pass_fail ?? null,
  confirmed: Boolean(row.confirmed),
  no_result: Boolean(row.no_result),
  no_result_reason: row.no_result_reason ?? null,
  submitted_at: row.submitted_at ?? null,
  transcript: transcriptOf(row.transcript),
});

// The results applicants sent through their results links, as staff review and confirm them.
const results = ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(applicationId: number) {
    const rows: ListedRow[] = await strapi.db.query(RESULTS).findMany({
      where: { application: { id: applicationId } },
      select: COLUMNS,
      populate: { transcript: { select: ['id', 'original_name', 'mime', 'size'] } },
      orderBy: { id: 'asc' },
    });
    return rows.map(shape);
  },

  // Pass or fail for a period; the final year's also becomes the application's pass_or_fail.
  // Confirming again changes the verdict (each change is audited).
  async confirm(staff: StaffActor, applicationId: number, period: ResultsPeriod, passFail: PassFail) {
    return strapi.db.transaction(async () => {
      const result: (ResultRow & { confirmed_by: { id: number } | null }) | null = await strapi.db.query(RESULTS).findOne({
        where: { application: { id: applicationId }, period },
        select: COLUMNS,
        populate: { confirmed_by: { select: ['id'] } },
        orderBy: { id: 'desc' },
      });
      if (!result) throw notFound(`No ${labelOf(period)} have been submitted for this application.`);

      const confirmedAt = new Date();
      await strapi.db.query(RESULTS).update({
        where: { id: result.id },
        data: { pass_fail: passFail, confirmed: true, confirmed_by: staff.userId, confirmed_at: confirmedAt },
      });
      const isFinalYear = period === 'finalyear_transcript';
      const application = isFinalYear
        ? await strapi.db.query(APPLICATIONS).findOne({ where: { id: applicationId }, select: ['pass_or_fail'] })
        : null;
      if (isFinalYear) await strapi.db.query(APPLICATIONS).update({ where: { id: applicationId }, data: { pass_or_fail: passFail } });

      await getService('audit.audit-log').record(staff, {
        action: 'result.confirm',
        targetType: 'result',
        targetId: result.id,
        before: {
          pass_fail: result.pass_fail ?? null,
          confirmed: Boolean(result.confirmed),
          confirmed_by: result.confirmed_by?.id ?? null,
          confirmed_at: result.confirmed_at ?? null,
          ...(application && { application_pass_or_fail: application.pass_or_fail ?? null }),
        },
        after: {
          pass_fail: passFail,
          confirmed: true,
          confirmed_by: staff.userId,
          confirmed_at: confirmedAt.toISOString(),
          ...(isFinalYear && { application_pass_or_fail: passFail }),
        },
        details: { application_id: applicationId, period },
      });
      return `${labelOf(period)} confirmed as ${passFail}`;
    });
  },
});

export type ReviewResultsService = ReturnType<typeof results>;
export default results;
