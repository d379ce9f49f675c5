import { resultsUploadSchema } from '../../src/schemas/results-upload';
import { messagesOf, validated } from '../helpers';

const subjects = [
  { subjectName: 'Mathematics', subjectMark: '78' },
  { subjectName: 'Physics', subjectMark: 64 },
];

describe('resultsUploadSchema', () => {
  it('accepts subjects with marks', () => {
    expect(messagesOf(resultsUploadSchema, { subjects })).toEqual([]);
    expect(messagesOf(resultsUploadSchema, { subjects: [{ subjectName: 'Chemistry', subjectMark: '100' }] })).toEqual(
      [],
    );
  });

  it('hands on marks as text and no_result as false', () => {
    expect(validated(resultsUploadSchema, { subjects })).toEqual({
      no_result: false,
      subjects: [subjects[0], { subjectName: 'Physics', subjectMark: '64' }],
    });
  });

  it.each([
    [{ subjectName: '', subjectMark: '50' }, 'Enter Subject and Subject Mark'],
    [{ subjectName: 'History', subjectMark: '' }, 'Enter Subject and Subject Mark'],
    [{ subjectName: 'History' }, 'Enter Subject and Subject Mark'],
    [{ subjectName: 'History', subjectMark: '7a' }, 'Enter digits only'],
    [{ subjectName: 'History', subjectMark: '65.5' }, 'Enter digits only'],
    [{ subjectName: 'History', subjectMark: '-5' }, 'Enter digits only'],
    [{ subjectName: 'History', subjectMark: '101' }, 'Enter number for Mark awarded'],
  ])('%p shows "%s"', (subject, message) => {
    expect(messagesOf(resultsUploadSchema, { subjects: [subjects[0], subject] })).toEqual([message]);
  });

  it('needs at least one subject', () => {
    expect(messagesOf(resultsUploadSchema, { subjects: [] })).toEqual(['Enter Subject and Subject Mark']);
    expect(messagesOf(resultsUploadSchema, {})).toEqual(['Enter Subject and Subject Mark']);
  });

  describe('no results available', () => {
    it('requires a reason', () => {
      expect(messagesOf(resultsUploadSchema, { no_result: true })).toEqual(['Enter reason/s for no results']);
      expect(messagesOf(resultsUploadSchema, { no_result: true, reason: ' ' })).toEqual([
        'Enter reason/s for no results',
      ]);
    });

    it('drops the subjects', () => {
      const values = { no_result: true, reason: 'Exams postponed', subjects: [{ subjectName: '', subjectMark: 'x' }] };
      expect(messagesOf(resultsUploadSchema, values)).toEqual([]);
      expect(validated(resultsUploadSchema, values)).toEqual({ no_result: true, reason: 'Exams postponed' });
    });

    it('ignores a reason when there are results', () => {
      expect(messagesOf(resultsUploadSchema, { subjects, reason: '' })).toEqual([]);
    });
  });
});
