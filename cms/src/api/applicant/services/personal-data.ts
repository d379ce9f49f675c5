import { Readable } from 'node:stream';
import { documentKindByCode } from '@bursary/domain/options/document-kinds';
import { getService } from '../../../utils/get-service';
import type { ZipDownload } from '../../exports/utils/zip-download';
import { signInsOfUser } from '../../../db/accounts';
import { applicantRecord, applicationRecords, applicationsOfApplicant, emailsSentTo, loginOfApplicant } from '../../../db/applicants';

type Row = Record<string, unknown>;

// Strapi's bookkeeping, where files sit on disk and the ID number's search key (the ID number again): not the applicant's data.
const INTERNAL_COLUMNS = new Set(['document_id', 'created_by_id', 'updated_by_id', 'published_at', 'locale', 'storage_key', 'sha256', 'reviewer_slot', 'id_number_key']);

const own = (row: Row | undefined | null) =>
  row ? Object.fromEntries(Object.entries(row).filter(([column]) => !INTERNAL_COLUMNS.has(column))) : null;

// Everything the portal holds about one applicant (POPIA s23, the right of access): their record,
// account, every application with its decisions, comments, scores, payments, results and documents, the
// e-mails sent to them and their sign-ins, as data.json, and their files, in one zip.
const personalData = () => {
  const collect = async (applicantId: number) => {
    const applicant = await applicantRecord(applicantId);
    const user = await loginOfApplicant(applicantId);
    const applications = await applicationsOfApplicant(applicantId);
    const withRelated = await Promise.all(
      applications.map(async (application) => {
        const { decisions, comments, payments, results, documents, scores } = await applicationRecords(Number(application.id));
        return {
          ...own(application),
          decisions: decisions.map(own),
          staff_comments: comments.map(own),
          staff_scores: scores.map((review: Row) => ({ ...own(review), scores: typeof review.scores === 'string' ? JSON.parse(review.scores) : review.scores })),
          payments: payments.map(own),
          results: results.map(own),
          documents: documents.map((document: Row) => ({ ...own(document), kind: documentKindByCode(Number(document.code))?.name ?? null })),
        };
      }),
    );
    const addresses = [applicant?.email, user?.email].filter((address): address is string => typeof address === 'string');
    const emails = await emailsSentTo(addresses);
    const signIns = user ? await signInsOfUser(Number(user.id)) : [];
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
