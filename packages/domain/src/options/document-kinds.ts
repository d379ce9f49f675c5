export const DOCUMENT_KINDS = [
  { code: 0, name: 'ID Document', field: 'id_document' },
  { code: 1, name: 'Proof of Income', field: 'affidavit' },
  { code: 2, name: 'Testimonial Letter', field: 'recommendation' },
  { code: 3, name: 'Motivational Letter', field: 'motivation_letter' },
  { code: 4, name: 'Acceptance Letter', field: 'acceptance_letter' },
  { code: 5, name: 'Proof of Registration', field: 'registration' },
  { code: 6, name: 'Fees Statement', field: 'fees_statement' },
  { code: 7, name: 'Consent Form', field: 'consent_form' },
  { code: 8, name: 'Mid-year Results', field: 'midyear_transcript' },
  { code: 9, name: 'Final-year Results', field: 'finalyear_transcript' },
  // Not in the back office's table: the pledge letter a selected applicant downloads, signs and sends back.
  { code: 10, name: 'Signed Pledge Letter', field: 'pledge_letter' },
] as const;

export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type DocumentCode = DocumentKind['code'];
export type DocumentField = DocumentKind['field'];

export const DOCUMENT_CODES: readonly DocumentCode[] = DOCUMENT_KINDS.map((kind) => kind.code);

// The four documents of the application itself, in the order the applicant uploads them.
export const APPLICANT_DOCUMENTS = [
  { field: 'id_document', label: 'ID Document' },
  { field: 'recommendation', label: 'Testimonial Letter' },
  { field: 'affidavit', label: 'Proof of Income' },
  { field: 'motivation_letter', label: 'Motivational Letter' },
] as const;

export type ApplicantDocumentField = (typeof APPLICANT_DOCUMENTS)[number]['field'];

// Documents a returning applicant may see again from the previous year.
export const REUSABLE_DOCUMENT_FIELDS: readonly ApplicantDocumentField[] = ['id_document', 'recommendation'];

// What /uploaddocs/{application_id} asks for when the link names no documents.
export const UPLOAD_DOCS_DEFAULT_CODES: readonly DocumentCode[] = [5, 6, 7, 9];

// What /uploaddocs/{application_id} takes: the four it asks for and the signed pledge letter.
export const SUPPORTING_DOCUMENT_CODES: readonly DocumentCode[] = [...UPLOAD_DOCS_DEFAULT_CODES, 10];

// Documents an upload page may leave out: the acceptance letter (back-office spec §5) and the signed
// pledge letter, which the spec's pages never asked for.
export const OPTIONAL_UPLOAD_CODES: readonly DocumentCode[] = [4, 10];

export function documentKindByCode(code: unknown): DocumentKind | undefined {
  return DOCUMENT_KINDS.find((kind) => kind.code === code);
}

export function documentKindByField(field: unknown): DocumentKind | undefined {
  return DOCUMENT_KINDS.find((kind) => kind.field === field);
}
