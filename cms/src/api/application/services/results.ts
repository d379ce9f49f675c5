import type { SubmitResultsResponse } from '@bursary/domain/api-types';
import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { selectFileForMessage } from '@bursary/domain/files';
import { documentKindByField, type DocumentKind } from '@bursary/domain/options/document-kinds';
import { resultsPeriodOf } from '@bursary/domain/options/results-periods';
import { resultsUploadSchema, type ResultsUploadValues, type SubjectMark } from '@bursary/domain/schemas/results-upload';
import { messagesInFieldOrder } from '@bursary/domain/step-gate';
import { badRequest, conflict } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { isPlainObject } from '../../../utils/validate-body';
import { RESULTS_TYPES, checkUpload } from '../documents/check-upload';
import { summaryOf, type DocumentSummary } from '../documents/document-summary';
import { createDocumentRow, withStoredFile } from '../documents/store-documents';
import type { OpenedLink } from './upload-links';

const RESULTS = 'api::review.result';

export const RESULTS_SUBMITTED = 'Results submitted successfully. Thank you';
const NOT_JSON = 'Send the results as JSON: subjects with their marks, or no_result with a reason.';
const ALREADY_CONFIRMED = 'These results have already been confirmed by the bursary office. Please contact them to change them.';

const averageOf = (subjects: SubjectMark[]) =>
  Math.round((subjects.reduce((sum, subject) => sum + Number(subject.subjectMark), 0) / subjects.length) * 100) / 100;

const parseResults = (raw: unknown): ResultsUploadValues => {
  let values: unknown = raw;
  if (typeof raw === 'string') {
    try {
      values = JSON.parse(raw);
    } catch {
      throw badRequest(NOT_JSON);
    }
  }
  if (!isPlainObject(values)) throw badRequest(NOT_JSON);
  const [problem] = messagesInFieldOrder(resultsUploadSchema, values);
  if (problem) throw badRequest(problem);
  return resultsUploadSchema.validateSync(values, { stripUnknown: true });
};

// Mid-year and final-year results sent through the e-mailed results link: the marks (or why there
// are none) and the transcript, stored together.
const results = ({ strapi }: { strapi: Core.Strapi }) => ({
  async submit(input: { opened: OpenedLink; results: unknown; upload: unknown }): Promise<Extract<SubmitResultsResponse, { success: string }>> {
    const { opened } = input;
    const links = getService('application.upload-links');
    const period = resultsPeriodOf(links.resultType(opened.link));
    const kind = documentKindByField(period) as DocumentKind;

    const values = parseResults(input.results);
    const hasFile = input.upload !== undefined && input.upload !== null;
    if (!values.no_result && !hasFile) throw badRequest(selectFileForMessage(kind.name));

    const where = { application: { id: opened.applicationId }, period };
    const existing = await strapi.db.query(RESULTS).findOne({ where, orderBy: { id: 'desc' } });
    if (existing?.confirmed) throw conflict(ALREADY_CONFIRMED);

    const { token_upload_max_bytes: maxBytes } = await getService('portal.portal-content').settings();
    const checked = hasFile ? await checkUpload(input.upload, { label: kind.name, maxBytes, types: RESULTS_TYPES }) : null;

    const data = {
      application: opened.applicationId,
      period,
      subjects: values.no_result ? [] : values.subjects,
      average: values.no_result ? null : averageOf(values.subjects ?? []),
      no_result: values.no_result,
      no_result_reason: values.no_result ? values.reason : null,
      pass_fail: null,
      confirmed: false,
      submitted_at: new Date(),
    };
    // The link is used up in the transaction that saves: of two submissions at once exactly one
    // saves, and the other's transcript is removed. A later submission through a new link replaces
    // unconfirmed results for the period, and names its own transcript (or none); the earlier
    // transcripts stay among the documents.
    const tokens = getService('messaging.link-tokens');
    const saveResult = async (trx: Knex, transcript: DocumentSummary | null) => {
      if (!(await tokens.consume(opened.link, trx))) throw links.usedError(opened.link, await tokens.state(opened.link, trx));
      const row = { ...data, transcript: transcript?.id ?? null };
      return existing
        ? strapi.db.query(RESULTS).update({ where: { id: existing.id }, data: row })
        : strapi.db.query(RESULTS).create({ data: row });
    };

    let document: DocumentSummary | null = null;
    const saved = checked
      ? await withStoredFile(checked, async (file, trx) => {
          document = summaryOf(await createDocumentRow(opened.applicationId, kind, file, { source: 'token_link' }));
          return saveResult(trx, document);
        })
      : await strapi.db.transaction(({ trx }) => saveResult(trx, null));

    return {
      success: RESULTS_SUBMITTED,
      result: {
        id: saved.id as number,
        period,
        subjects: data.subjects,
        average: data.average,
        no_result: data.no_result,
        no_result_reason: data.no_result_reason ?? null,
      },
      document,
    };
  },
});

export type ResultsService = ReturnType<typeof results>;
export default results;
