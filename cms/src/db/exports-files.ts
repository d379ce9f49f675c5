import { knexOf } from './connection';
import { LINK, TABLE } from './tables';

// The stored files staff download (exports.file-entries, exports.staff-documents): whose they are
// and which application they belong to. The documents of many applications are in exports-records.ts.

const APPLICANT = LINK.applicationApplicant;
const DOCUMENT = LINK.documentApplication;

type Row = Record<string, any>;

const applicationsOf = (applicantId: number) =>
  knexOf()(`${TABLE.applications} as a`)
    .join(`${APPLICANT.table} as l`, `l.${APPLICANT.application}`, 'a.id')
    .where(`l.${APPLICANT.applicant}`, applicantId);

// An applicant's id and name.
export const applicantName = (applicantId: number): Promise<Row | undefined> =>
  knexOf()(TABLE.applicants).where({ id: applicantId }).first('id', 'first_name', 'last_name');

// The id of an applicant's application of a year.
export const applicationOfYear = (applicantId: number, year: number): Promise<Row | undefined> =>
  applicationsOf(applicantId).where('a.application_year', year).first('a.id');

// Every application of an applicant (id, application_year), oldest year first.
export const applicationYearsOf = (applicantId: number): Promise<Row[]> =>
  applicationsOf(applicantId).orderBy('a.application_year').select('a.id', 'a.application_year');

// One stored document of an application, by its id (as application.documents reads a document row).
export const documentOfApplication = (applicationId: number, documentId: number): Promise<Row | undefined> =>
  knexOf()(`${TABLE.documents} as d`)
    .join(`${DOCUMENT.table} as l`, `l.${DOCUMENT.document}`, 'd.id')
    .where({ [`l.${DOCUMENT.application}`]: applicationId, 'd.id': documentId })
    .first('d.id', 'd.code', 'd.field', 'd.original_name', 'd.size', 'd.mime', 'd.storage_key', 'd.source', 'd.created_at');
