import crypto from 'node:crypto';
import { api } from './api';
import { authorised, registerApplicant, type TestApplicant } from './applicants';
import { db } from './database';
import { removeStored, samplePdf, sha256, writeStored } from './files';
import { issueLinkToken } from './link-tokens';
import { fillApplication, type ApplicationPlan, type Upload } from './applications';
import type { BasicInfo } from '../../../packages/test-kit/src/step-bodies';

export type { Upload };

// Applications with known files, decisions, payments and results, arranged through the calls
// applicants and staff make, for checking what the downloads and exports hold.

/** `basic`: the basic information the applicant sent (their own date of birth and ID number). */
export type ArrangedApplication = { applicant: TestApplicant; applicationId: number; uploads: Upload[]; basic: BasicInfo };

type Staff = { token: string };

// A new applicant's application with known documents (as `documents` says, else a PDF named after
// the field), submitted unless `submit` is false (applications.ts's fillApplication).
export const applicationWithFiles = async (
  options: { names?: { first_name: string; last_name: string } } & Pick<ApplicationPlan, 'university' | 'documents' | 'submit'> = {},
): Promise<ArrangedApplication> => {
  const { names, ...plan } = options;
  const applicant = await registerApplicant(names);
  return { applicant, ...(await fillApplication(applicant, plan)) };
};

// Requested documents sent through a documents-request link, as the applicant's upload page does.
export const sendRequestedDocuments = async (applicationId: number, codes: number[], files: Upload[]) => {
  const token = await issueLinkToken({ purpose: 'documents_request', applicationId, payload: { files: codes } });
  let request = api().post('/api/uploadrequesteddocs').field('token', token);
  for (const file of files) request = request.attach(file.field, file.content, { filename: file.name, contentType: 'application/octet-stream' });
  await request.expect(200);
  return files;
};

export const comment = (staff: Staff, applicationId: number, text: string) =>
  api().post('/api/addcomment').set(authorised(staff)).send({ application_id: applicationId, comment: text }).expect(200);

export const pay = (staff: Staff, applicationId: number, payment: { amount: number; date: string; in_respect_of?: string; bank?: string }) =>
  api()
    .post('/api/addpaymet')
    .set(authorised(staff))
    .send({
      payment_id: '',
      application_id: applicationId,
      bank: payment.bank ?? 'Standard Bank',
      account_no: '070123456',
      branch_code: '051001',
      in_respect_of: payment.in_respect_of ?? 'Education',
      amount_approved: payment.amount,
      payment_date: payment.date,
    })
    .expect(200);

// Results sent through a results-request link (resultType 0 mid-year, 1 final-year).
export const sendResults = async (
  applicationId: number,
  resultType: 0 | 1,
  results: { subjects: { subjectName: string; subjectMark: string }[] } | { no_result: true; reason: string },
) => {
  const token = await issueLinkToken({ purpose: 'results_request', applicationId, payload: { resultType } });
  let request = api().post('/api/submitresults').field('token', token).field('results', JSON.stringify(results));
  if (!('no_result' in results)) request = request.attach('file', samplePdf(), { filename: 'transcript.pdf', contentType: 'application/pdf' });
  await request.expect(201);
};

export const confirmResult = (staff: Staff, applicationId: number, period: 'midyear_transcript' | 'finalyear_transcript', passFail: 'pass' | 'fail') =>
  api().post('/api/confirmresult').set(authorised(staff)).send({ application_id: applicationId, period, pass_fail: passFail }).expect(200);

export type LargeDocument = { id: number; storageKey: string; sha256: string; name: string; size: number };

const FIELDS_BY_CODE = [
  'id_document', 'affidavit', 'recommendation', 'motivation_letter', 'acceptance_letter',
  'registration', 'fees_statement', 'consent_form', 'midyear_transcript', 'finalyear_transcript',
];

// Documents larger and more numerous than any upload allows, written straight into private storage
// with their rows, as the cms's own storage would have left them (names "scan <n>.pdf", kinds in
// turn). `remove` deletes the files and rows again.
export const storeLargeDocuments = async (applicationId: number, count: number, size: number) => {
  const base = crypto.randomBytes(size);
  const now = new Date();
  const documents: LargeDocument[] = [];
  for (let index = 0; index < count; index += 1) {
    const content = Buffer.from(base);
    content.write(`%PDF-1.4 file ${index} ${crypto.randomBytes(8).toString('hex')}\n`, 0);
    const storageKey = crypto.randomBytes(16).toString('hex');
    await writeStored(storageKey, content);
    const name = `scan ${index}.pdf`;
    const [row] = await db()('application_documents')
      .insert({
        document_id: crypto.randomBytes(12).toString('hex'),
        code: index % 10,
        field: FIELDS_BY_CODE[index % 10],
        original_name: name,
        storage_key: storageKey,
        mime: 'application/pdf',
        size,
        sha_256: sha256(content),
        source: 'staff',
        created_at: now,
        updated_at: now,
        published_at: now,
      })
      .returning('id');
    const id = Number(typeof row === 'object' ? row.id : row);
    await db()('application_documents_application_lnk').insert({ document_id: id, application_id: applicationId });
    documents.push({ id, storageKey, sha256: sha256(content), name, size });
  }
  const remove = async () => {
    const ids = documents.map((document) => document.id);
    await db()('application_documents_application_lnk').whereIn('document_id', ids).delete();
    await db()('application_documents').whereIn('id', ids).delete();
    await Promise.all(documents.map((document) => removeStored(document.storageKey)));
  };
  return { documents, remove };
};

// Rows straight into the database, many at once: arrangement at a scale the API would take minutes
// to build. Each row gets the bookkeeping columns Strapi would give it; `remove` deletes them all.
export const bulkRows = () => {
  // Newest first: rows of `table` whose `column` is one of `ids`.
  const inserted: { table: string; column: string; ids: number[] }[] = [];

  // After a bulk load PostgreSQL plans with the statistics autovacuum gathers; a fresh test
  // database may not have them yet, so they are gathered at once.
  const analyze = async (table: string) => {
    if (process.env.DATABASE_CLIENT === 'postgres') await db().raw('analyze ??', [table]);
  };

  const rows = {
    async insert(table: string, values: Record<string, unknown>[]) {
      const now = new Date();
      const ids: number[] = [];
      for (let start = 0; start < values.length; start += 50) {
        const chunk = values.slice(start, start + 50).map((row) => ({
          document_id: crypto.randomBytes(12).toString('hex'),
          created_at: now,
          updated_at: now,
          published_at: now,
          ...row,
        }));
        const returned = await db()(table).insert(chunk).returning('id');
        ids.push(...returned.map((value: unknown) => Number(typeof value === 'object' ? (value as { id: number }).id : value)));
      }
      inserted.unshift({ table, column: 'id', ids });
      await analyze(table);
      return ids;
    },

    // Links rows of a relation to applications: the link table's `column` holds the row's id.
    async link(table: string, column: string, ids: number[], applicationIdOf: (index: number) => number) {
      inserted.unshift({ table, column, ids });
      for (let start = 0; start < ids.length; start += 100) {
        await db()(table).insert(ids.slice(start, start + 100).map((id, index) => ({ [column]: id, application_id: applicationIdOf(start + index) })));
      }
      await analyze(table);
    },

    // Submitted applications of `year` with their applicants ("Scale<n> Applicant"), no documents.
    async submittedApplications(year: number, count: number) {
      const tag = crypto.randomBytes(4).toString('hex');
      const emails = Array.from({ length: count }, (_value, index) => `scale.${index}.${tag}@example.org`);
      const applicantIds = await rows.insert('applicants', emails.map((email, index) => ({ first_name: `Scale${index}`, last_name: 'Applicant', email })));
      const applicationIds = await rows.insert(
        'applications',
        applicantIds.map((applicantId) => ({
          application_year: year,
          applicant_year_key: `${applicantId}:${year}`,
          university: 'University of Cape Town',
          accept_decline: 2,
          status_id: 2,
          submitted: true,
        })),
      );
      await rows.link('applications_applicant_lnk', 'applicant_id', applicantIds, (index) => applicationIds[index]);
      return { emails, applicantIds, applicationIds };
    },

    async remove() {
      for (const { table, column, ids } of inserted.splice(0)) {
        for (let start = 0; start < ids.length; start += 500) await db()(table).whereIn(column, ids.slice(start, start + 500)).delete();
      }
    },
  };
  return rows;
};
