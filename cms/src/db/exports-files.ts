import { knexOf } from './connection';
import { LINK, TABLE } from './tables';

// The stored files staff download (exports.file-entries, exports.staff-documents): whose they are
// and which application they belong to. A document's row is read in documents.ts; the documents of
// many applications are in exports-records.ts.

const APPLICANT = LINK.applicationApplicant;

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
