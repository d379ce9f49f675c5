import { resultsFileName } from '@bursary/domain/results-sheet';
import { badRequest } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { isPlainObject } from '../../../utils/validate-body';
import { requireStaffActor } from '../../../utils/require-staff';
import { sendStream } from '../../../utils/downloads';
import { calendarDate, periodChoice, yearChoice } from '../utils/query-params';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const cycleYear = async () => (await getService('portal.portal-content').settings()).cycle_year;

const audit = async (ctx: any, action: string, details: Record<string, unknown>) =>
  getService('audit.audit-log').record(await requireStaffActor(ctx), { action, targetType: 'export', targetId: null, details });

export default {
  // GET /api/exports/checklist?application_year={year | all}: the grid's rows.
  async checklist(ctx: any) {
    const year = yearChoice(ctx.query.application_year, await cycleYear());
    const filename = 'checklist2022.xlsx';
    await audit(ctx, 'export.checklist', { filename, application_year: year });
    sendStream(ctx, { filename, type: XLSX_TYPE }, (output, signal) =>
      getService('exports.spreadsheets').writeChecklist(output, signal, year),
    );
  },

  // POST /api/getallresults { application_year, results_period }: the rows of results.xlsx as JSON.
  async allResults(ctx: any) {
    const body = isPlainObject(ctx.request.body) ? ctx.request.body : {};
    const year = yearChoice(body.application_year, await cycleYear());
    const period = periodChoice(body.results_period);
    await audit(ctx, 'export.results_rows', { application_year: year, results_period: period });
    sendStream(ctx, { type: 'application/json; charset=utf-8' }, (output, signal) =>
      getService('exports.spreadsheets').writeResultsJson(output, signal, year, period),
    );
  },

  // GET /api/exports/results?application_year&results_period: results.xlsx, named after the year and period chosen.
  async results(ctx: any) {
    const year = yearChoice(ctx.query.application_year, await cycleYear());
    const period = periodChoice(ctx.query.results_period);
    const filename = resultsFileName(year, period);
    await audit(ctx, 'export.results', { filename, application_year: year, results_period: period });
    sendStream(ctx, { filename, type: XLSX_TYPE }, (output, signal) =>
      getService('exports.spreadsheets').writeResults(output, signal, year, period),
    );
  },

  // GET /api/exports/payments?from=yyyy-mm-dd&to=yyyy-mm-dd: payments by Payment Date, with a total.
  async payments(ctx: any) {
    const from = calendarDate(ctx.query.from, 'from');
    const to = calendarDate(ctx.query.to, 'to');
    if (from > to) throw badRequest('The from date must be on or before the to date.');
    const filename = `payments ${from} to ${to}.xlsx`;
    await audit(ctx, 'export.payments', { filename, from, to });
    sendStream(ctx, { filename, type: XLSX_TYPE }, (output, signal) =>
      getService('exports.spreadsheets').writePayments(output, signal, from, to),
    );
  },
};
