import {
  APPLICANT_DOCUMENTS,
  DOCUMENT_CODES,
  DOCUMENT_KINDS,
  OPTIONAL_UPLOAD_CODES,
  REUSABLE_DOCUMENT_FIELDS,
  SUPPORTING_DOCUMENT_CODES,
  UPLOAD_DOCS_DEFAULT_CODES,
  documentKindByCode,
  documentKindByField,
} from '../../src/options/document-kinds';

describe('document kinds', () => {
  it('follows the table of the back office, codes 0 to 9, and adds the signed pledge letter as 10', () => {
    expect(DOCUMENT_KINDS.map(({ code, name, field }) => [code, name, field])).toEqual([
      [0, 'ID Document', 'id_document'],
      [1, 'Proof of Income', 'affidavit'],
      [2, 'Testimonial Letter', 'recommendation'],
      [3, 'Motivational Letter', 'motivation_letter'],
      [4, 'Acceptance Letter', 'acceptance_letter'],
      [5, 'Proof of Registration', 'registration'],
      [6, 'Fees Statement', 'fees_statement'],
      [7, 'Consent Form', 'consent_form'],
      [8, 'Mid-year Results', 'midyear_transcript'],
      [9, 'Final-year Results', 'finalyear_transcript'],
      [10, 'Signed Pledge Letter', 'pledge_letter'],
    ]);
    expect(DOCUMENT_CODES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('lists the four applicant documents with their labels', () => {
    expect(APPLICANT_DOCUMENTS).toEqual([
      { field: 'id_document', label: 'ID Document' },
      { field: 'recommendation', label: 'Testimonial Letter' },
      { field: 'affidavit', label: 'Proof of Income' },
      { field: 'motivation_letter', label: 'Motivational Letter' },
    ]);
  });

  it('knows which documents a returning applicant may reuse and what /uploaddocs asks for', () => {
    expect(REUSABLE_DOCUMENT_FIELDS).toEqual(['id_document', 'recommendation']);
    expect(UPLOAD_DOCS_DEFAULT_CODES.map((code) => documentKindByCode(code)?.field)).toEqual([
      'registration',
      'fees_statement',
      'consent_form',
      'finalyear_transcript',
    ]);
  });

  it('lets /uploaddocs take the signed pledge letter beside its four, and leave it out', () => {
    expect(SUPPORTING_DOCUMENT_CODES).toEqual([5, 6, 7, 9, 10]);
    expect(OPTIONAL_UPLOAD_CODES.map((code) => documentKindByCode(code)?.name)).toEqual(['Acceptance Letter', 'Signed Pledge Letter']);
  });

  it('looks kinds up by code and by field', () => {
    expect(documentKindByCode(8)?.field).toBe('midyear_transcript');
    expect(documentKindByCode('8')).toBeUndefined();
    expect(documentKindByCode(11)).toBeUndefined();
    expect(documentKindByField('affidavit')?.code).toBe(1);
    expect(documentKindByField('passport')).toBeUndefined();
  });
});
