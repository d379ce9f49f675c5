import path from 'node:path';
import { applicationReference } from '@bursary/domain/application-reference';
import { documentKindByCode } from '@bursary/domain/options/document-kinds';
import { notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { applicantName, applicationOfYear, applicationYearsOf } from '../../../db/exports-files';
import { downloadName, safeFileName } from '../../application/services/documents';
import type { ApplicationHead, DocumentEntry } from './application-records';
import type { ZipEntry } from '../utils/zip-download';

// An application's folder or file name: "<First> <Last> (<application reference>)", the person's own
// words minus anything a file system refuses, and the number staff quote, which keeps namesakes apart.
export const applicationFileName = (firstName: string, lastName: string, reference: string) =>
  `${safeFileName(`${firstName} ${lastName}`.replace(/[\\/]/g, '_'))} (${reference})`;

// Names within one folder, made unique the way file managers do: "cv.pdf", "cv (2).pdf", ...
// (ignoring case, as Windows and macOS do).
const uniqueNames = () => {
  const used = new Set<string>();
  return (name: string) => {
    const extension = path.extname(name);
    const stem = name.slice(0, name.length - extension.length);
    let candidate = name;
    for (let copy = 2; used.has(candidate.toLowerCase()); copy += 1) candidate = `${stem} (${copy})${extension}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
};

const kindFolder = (code: number) => documentKindByCode(code)?.name ?? `Document ${code}`;

// The stored files of applications as zip entries: one folder per document kind, under `folder`.
const fileEntries = () => {
  const records = () => getService('exports.application-records');

  const entriesOf = (documents: DocumentEntry[], folder: string): ZipEntry[] => {
    const namers = new Map<number, (name: string) => string>();
    return documents.map((document) => {
      const nameIn = namers.get(document.code) ?? uniqueNames();
      namers.set(document.code, nameIn);
      const file = nameIn(downloadName(safeFileName(document.originalName), document.mime));
      return {
        name: [folder, kindFolder(document.code), file].filter(Boolean).join('/'),
        size: document.size,
        date: document.uploadedAt,
        open: async () => {
          const stored = await getService('application.document-storage').open(document.storageKey);
          if (!stored) throw new Error(`Stored file of document ${document.id} is missing`);
          return stored.stream;
        },
      };
    });
  };

  return {
    // One applicant's files of the cycle year, as "<First> <Last> (<application reference>).zip".
    async applicantFolder(applicantId: number) {
      const { cycle_year: cycleYear } = await getService('portal.portal-content').settings();
      const applicant = await applicantName(applicantId);
      if (!applicant) throw notFound('Applicant not found.');
      const application = await applicationOfYear(applicantId, cycleYear);
      if (!application) throw notFound(`This applicant has no application for ${cycleYear}.`);
      const applicationId = Number(application.id);
      const upTo = await records().newestDocumentId();
      const documentsOf = async () => (await records().documentsOf([applicationId], { upTo })).get(applicationId) ?? [];
      return {
        applicationId,
        cycleYear,
        filename: `${applicationFileName(applicant.first_name, applicant.last_name, applicationReference({ applicationId, applicationYear: cycleYear }))}.zip`,
        entries: async function* () {
          yield* entriesOf(await documentsOf(), '');
        },
      };
    },

    // Every file of every application of one applicant, a folder per application year under `folder`.
    async *applicantFiles(applicantId: number, folder: string) {
      const applications = await applicationYearsOf(applicantId);
      const documents = await records().documentsOf(applications.map((row) => Number(row.id)));
      for (const application of applications) {
        yield* entriesOf(documents.get(Number(application.id)) ?? [], `${folder}/${application.application_year}`);
      }
    },

    // Every application's files of a year, one folder per application ("<First> <Last> (<application
    // reference>)"), read an application page at a time.
    async yearFiles(year: number) {
      const [upToApplication, upToDocument] = await Promise.all([records().newestApplicationId(), records().newestDocumentId()]);
      const folderOf = (head: ApplicationHead) => applicationFileName(head.firstName, head.lastName, head.reference);
      return {
        filename: `applicationfiles${year}.zip`,
        entries: async function* () {
          for await (const heads of records().heads(year, { upTo: upToApplication })) {
            const documents = await records().documentsOf(heads.map((head) => head.applicationId), { upTo: upToDocument });
            for (const head of heads) yield* entriesOf(documents.get(head.applicationId) ?? [], folderOf(head));
          }
        },
      };
    },
  };
};

export type FileEntriesService = ReturnType<typeof fileEntries>;
export default fileEntries;
