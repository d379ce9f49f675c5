import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { documentKindByCode } from '@bursary/domain/options/document-kinds';
import { getService } from '../../../utils/get-service';
import type { ZipDownload } from '../../exports/utils/zip-download';

type Row = Record<string, unknown>;

// Strapi's bookkeeping and where files sit on disk: not the applicant's data.
const INTERNAL_COLUMNS = new Set(['document_id', 'created_by_id', 'updated_by_id', 'published_at', 'locale', 'storage_key', 'sha256']);

const own = (row: Row | undefined | null) =>
  row ? Object.fromEntries(Object.entries(row).filter(([column]) => !INTERNAL_COLUMNS.has(column))) : null;

// Everything the portal holds about one applicant (POPIA s23, the right of access): their record,
// account, every application with its decisions, comments, payments, results and documents, the
// e-mails sent to them and their sign-ins, as data.json, and their files, in one zip.
const personalData = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  const related = (table: string, link: string, key: string, applicationId: number) =>
    knex()(`${table} as t`)
      .join(`${link} as l`, `l.${key}`, 't.id')
      .where('l.application_id', applicationId)
      .orderBy('t.id')
      .select('t.*');

  const collect = async (applicantId: number) => {
    const applicant: Row = await knex()('applicants').where({ id: applicantId }).first();
    const user: Row | undefined = await knex()('up_users as u')
      .join('applicants_user_lnk as l', 'l.user_id', 'u.id')
      .where('l.applicant_id', applicantId)
      .first('u.id', 'u.email', 'u.created_at', 'u.confirmed', 'u.blocked');
    const applications: Row[] = await knex()('applications as a')
      .join('applications_applicant_lnk as l', 'l.application_id', 'a.id')
      .where('l.applicant_id', applicantId)
      .orderBy('a.application_year')
      .select('a.*');
    const withRelated = await Promise.all(
      applications.map(async (application) => {
        const id = Number(application.id);
        const [decisions, comments, payments, results, documents] = await Promise.all([
          related('application_decisions', 'application_decisions_application_lnk', 'decision_id', id),
          related('application_comments', 'application_comments_application_lnk', 'comment_id', id),
          related('application_payments', 'application_payments_application_lnk', 'payment_id', id),
          related('application_results', 'application_results_application_lnk', 'result_id', id),
          related('application_documents', 'application_documents_application_lnk', 'document_id', id),
        ]);
        return {
          ...own(application),
          decisions: decisions.map(own),
          staff_comments: comments.map(own),
          payments: payments.map(own),
          results: results.map(own),
          documents: documents.map((document: Row) => ({ ...own(document), kind: documentKindByCode(Number(document.code))?.name ?? null })),
        };
      }),
    );
    const addresses = [applicant?.email, user?.email].filter((address): address is string => typeof address === 'string');
    const emails = await knex()('email_logs')
      .whereIn('to', addresses)
      .orderBy('sent_at')
      .select('to', 'cc', 'subject', 'template_key', 'delivery_status', 'sent_at');
    const signIns = user
      ? await knex()('login_sessions as s')
          .join('login_sessions_user_lnk as l', 'l.login_session_id', 's.id')
          .where('l.user_id', Number(user.id))
          .orderBy('s.created_at')
          .select('s.created_at', 's.expires_at', 's.ended_at', 's.ip', 's.user_agent')
      : [];
    return {
      exported_at: new Date().toISOString(),
      explanation:
        'Everything the bursary portal holds about you. Your uploaded documents are in the files folder, by application year and document.',
      applicant: own(applicant),
      account: user ? { email: user.email, created_at: user.created_at, confirmed: user.confirmed, blocked: user.blocked } : null,
      applications: withRelated,
      emails_sent_to_you: emails,
      sign_ins: signIns,
    };
  };

  return {
    async archive(applicantId: number): Promise<ZipDownload> {
      const data = Buffer.from(`${JSON.stringify(await collect(applicantId), null, 2)}\n`);
      return {
        filename: 'my-bursary-data.zip',
        withLength: true,
        entries: async function* () {
          yield { name: 'data.json', size: data.length, date: new Date(), open: async () => Readable.from([data]) };
          yield* getService('exports.file-entries').applicantFiles(applicantId, 'files');
        },
      };
    },
  };
};

export type PersonalDataService = ReturnType<typeof personalData>;
export default personalData;
