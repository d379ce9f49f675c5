import { DocumentPreview } from '@bursary/application-form/documents/document-preview';
import { APPLICANT_DOCUMENTS, type ApplicantDocumentField } from '@bursary/domain/options/document-kinds';
import { Disclosures } from '@bursary/web-ui/components/ui/disclosures';
import { useCallback, useId } from 'react';
import { getApplicantFile } from '../api/get-applicant-file';
import type { PreviousApplication } from '../api/get-previous-application';

type EarlierDocumentsProps = {
  applicationId: number;
  year: number;
  /** Last year's documents of the kinds this year's application has no file for yet. */
  documents: PreviousApplication['documents'];
};

const labelOf = (field: ApplicantDocumentField) => APPLICANT_DOCUMENTS.find((document) => document.field === field)?.label ?? field;

/** A returning applicant's ID document and testimonial from last year, to look at again before uploading this year's. */
export function EarlierDocuments({ applicationId, year, documents }: EarlierDocumentsProps) {
  const headingId = useId();
  // The server answers with last year's file while this year's application has none of that kind.
  const loadPreview = useCallback((field: ApplicantDocumentField) => getApplicantFile(applicationId, field), [applicationId]);
  const labels = documents.map(({ field }) => labelOf(field));

  return (
    <section className="earlier-documents" aria-labelledby={headingId}>
      <h3 id={headingId}>Your documents from {year}</h3>
      <p>
        Your {labels.join(' and ')} from your {year} application {documents.length === 1 ? 'is' : 'are'} kept. Preview{' '}
        {documents.length === 1 ? 'it' : 'them'} here, then upload this year&apos;s copy below: the same file is fine if it
        is still valid.
      </p>
      <Disclosures
        items={documents.map((document) => ({
          key: `${document.field}-${document.id}`,
          label: `${labelOf(document.field)} from ${year}: ${document.original_name}`,
          children: <DocumentPreview field={document.field} file={document} loadPreview={loadPreview} />,
        }))}
      />
    </section>
  );
}
