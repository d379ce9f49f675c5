import { listedDocumentCodes, type ListedFile } from '../src/back-office-api';
import {
  documentsCompletedRefusal,
  hasRequestedDocuments,
  isPaid,
  missingRequestedDocuments,
  requestedDocumentsNote,
  resultDisplay,
} from '../src/application-standing';

describe('application standing', () => {
  it('counts an application as paid only when it is accepted and has a payment', () => {
    expect(isPaid(1, 1)).toBe(true);
    expect(isPaid(1, 0)).toBe(false);
    expect(isPaid(0, 2)).toBe(false);
    expect(isPaid(2, 1)).toBe(false);
    expect(isPaid(null, 1)).toBe(false);
  });

  it('counts documents as submitted only when registration, fees statement and consent form are all there', () => {
    expect(hasRequestedDocuments([0, 5, 6, 7])).toBe(true);
    expect(hasRequestedDocuments(new Set([7, 6, 5]))).toBe(true);
    expect(hasRequestedDocuments([5, 6])).toBe(false);
    expect(hasRequestedDocuments([])).toBe(false);
  });

  it('names the requested documents that have no file, in the order of their codes', () => {
    expect(missingRequestedDocuments([])).toEqual(['Proof of Registration', 'Fees Statement', 'Consent Form']);
    expect(missingRequestedDocuments([0, 6, 5])).toEqual(['Consent Form']);
    expect(missingRequestedDocuments([5, 6, 7])).toEqual([]);
  });

  it('says which requested documents are in and which are missing', () => {
    expect(requestedDocumentsNote([5, 6, 7])).toBe('3 of 3 received');
    expect(requestedDocumentsNote([0, 1, 2, 3, 5, 6])).toBe('2 of 3 received: Consent Form missing');
    expect(requestedDocumentsNote(new Set([7]))).toBe('1 of 3 received: Proof of Registration and Fees Statement missing');
    expect(requestedDocumentsNote([0, 1, 2, 3])).toBe('0 of 3 received: Proof of Registration, Fees Statement and Consent Form missing');
  });

  it('reads the documents a grid row lists files for, the consent form from consent_form_list', () => {
    const file: ListedFile = { id: 1, original_name: 'a.pdf', mime: 'application/pdf', size: 10 };
    const row = { id_document: [file], affidavit: [], registration: [file], fees_statement: [], consent_form_list: [file, file] };
    expect(listedDocumentCodes(row)).toEqual([0, 5, 7]);
    expect(missingRequestedDocuments(listedDocumentCodes(row))).toEqual(['Fees Statement']);
  });

  it('lets documents be marked as completed only for an accepted application, and says why not', () => {
    expect(documentsCompletedRefusal(1)).toBeNull();
    for (const acceptDecline of [0, 2, null]) {
      expect(documentsCompletedRefusal(acceptDecline)).toBe('Only an accepted application can have its documents marked as completed.');
    }
  });

  it('shows the final-year result as the grid does', () => {
    expect(resultDisplay(null)).toBe('NO RESULT');
    expect(resultDisplay(undefined)).toBe('NO RESULT');
    expect(resultDisplay({ passFail: null, confirmed: false })).toBe('NO MARKS Not Confirmed');
    expect(resultDisplay({ passFail: 'pass', confirmed: true })).toBe('pass CONFIRMED');
    expect(resultDisplay({ passFail: 'fail', confirmed: false })).toBe('fail Not Confirmed');
  });
});
