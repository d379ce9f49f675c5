import { RESULTS_ACCEPTED_MIME_TYPES, TOKEN_UPLOAD_MAX_BYTES } from '../src/constants';
import {
  SELECT_FILE_MESSAGE,
  UNSUPPORTED_FILE_MESSAGE,
  detectFileType,
  fileProblem,
  fileSizeLabel,
  fileTooLargeMessage,
  filesSubmittedMessage,
  missingUploadMessage,
  selectFileForMessage,
  selectFileOnUpdateFormMessage,
  uploadFailedMessage,
  uploadFileForMessage,
  uploadProgress,
  uploadedMessage,
} from '../src/files';

describe('file messages', () => {
  it('uses the spec wording', () => {
    expect(UNSUPPORTED_FILE_MESSAGE).toBe('file format unsupported. Upload PDF or IMAGE file');
    expect(SELECT_FILE_MESSAGE).toBe('Select file');
    expect(selectFileForMessage('Fees Statement')).toBe('Select file for Fees Statement');
    expect(selectFileOnUpdateFormMessage('ID Document')).toBe('Select File for ID Document');
    expect(uploadFileForMessage('Proof of Income')).toBe('Upload file for Proof of Income');
    expect(uploadedMessage('id.pdf')).toBe('id.pdf uploaded successfully.');
    expect(uploadFailedMessage('id.pdf')).toBe('id.pdf failed to upload');
    expect(filesSubmittedMessage(3)).toBe('3 file/s submitted successfully. Thank you');
    expect(fileTooLargeMessage('scan.png')).toBe('scan.png is larger than 2 MB. Compress the file and upload again');
  });
});

describe('fileProblem', () => {
  const pdf = { name: 'id.pdf', size: 1000, type: 'application/pdf' };

  it.each(['application/pdf', 'image/jpg', 'image/jpeg', 'image/png'])('accepts %p', (type) => {
    expect(fileProblem({ ...pdf, type })).toBeNull();
  });

  it.each(['image/gif', 'application/msword', ''])('refuses %p', (type) => {
    expect(fileProblem({ ...pdf, type })).toBe(UNSUPPORTED_FILE_MESSAGE);
  });

  it('allows at most 2097152 bytes on the application', () => {
    expect(fileProblem({ ...pdf, size: 2097152 })).toBeNull();
    expect(fileProblem({ ...pdf, size: 2097153 })).toBe(
      'id.pdf is larger than 2 MB. Compress the file and upload again',
    );
  });

  it('takes the token pages limit and the results page types', () => {
    const rules = { maxBytes: TOKEN_UPLOAD_MAX_BYTES, acceptedTypes: RESULTS_ACCEPTED_MIME_TYPES };
    expect(fileProblem({ ...pdf, size: 5097152, type: 'image/gif' }, rules)).toBeNull();
    expect(fileProblem({ ...pdf, size: 5097153 }, rules)).toBe(fileTooLargeMessage('id.pdf'));
  });
});

describe('uploadProgress', () => {
  it.each([
    [0, 100, 0],
    [1, 3, 33],
    [2, 3, 67],
    [100, 100, 100],
    [150, 100, 100],
    [5, 0, 0],
  ])('%p of %p is %p percent', (loaded, total, percent) => {
    expect(uploadProgress(loaded, total)).toBe(percent);
  });
});

describe('fileSizeLabel', () => {
  it.each([
    [0, '1 KB'],
    [300, '1 KB'],
    [757_760, '740 KB'],
    [1024 * 1024, '1.0 MB'],
    [1_887_437, '1.8 MB'],
  ])('%p bytes read as %p', (bytes, label) => {
    expect(fileSizeLabel(bytes)).toBe(label);
  });
});

describe('missingUploadMessage', () => {
  it('names the first missing document in upload order', () => {
    expect(missingUploadMessage({})).toBe('Upload file for ID Document');
    expect(missingUploadMessage({ id_document: true, recommendation: true })).toBe('Upload file for Proof of Income');
    expect(missingUploadMessage({ id_document: true, recommendation: true, affidavit: true })).toBe(
      'Upload file for Motivational Letter',
    );
  });

  it('returns null when all four are uploaded', () => {
    expect(
      missingUploadMessage({ id_document: true, recommendation: true, affidavit: true, motivation_letter: true }),
    ).toBeNull();
  });
});

describe('detectFileType', () => {
  it.each([
    [[0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37], 'application/pdf'],
    [[0xff, 0xd8, 0xff, 0xe0, 0x00], 'image/jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00], 'image/png'],
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'image/gif'],
  ])('recognises %p as %p', (bytes, type) => {
    expect(detectFileType(Uint8Array.from(bytes))).toBe(type);
  });

  it.each([[[0x50, 0x4b, 0x03, 0x04]], [[0x25, 0x50]], [[]], [[0x3c, 0x73, 0x76, 0x67]]])('refuses %p', (bytes) => {
    expect(detectFileType(Uint8Array.from(bytes))).toBeNull();
  });
});
