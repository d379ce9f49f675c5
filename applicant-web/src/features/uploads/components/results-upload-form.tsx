import { RESULTS_ACCEPTED_EXTENSIONS, RESULTS_ACCEPTED_MIME_TYPES } from '@bursary/domain/constants';
import { fileProblem, selectFileForMessage } from '@bursary/domain/files';
import { resultsUploadSchema, type ResultsUploadValues } from '@bursary/domain/schemas/results-upload';
import { CheckboxField } from '@bursary/web-ui/components/form/checkbox-field';
import { Form } from '@bursary/web-ui/components/form/form';
import { TextField } from '@bursary/web-ui/components/form/text-field';
import { FileUploadField } from '@bursary/web-ui/components/file-upload-field';
import { TransferError } from '@bursary/web-ui/transfer';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { Button } from '@bursary/web-ui/components/ui/button';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { holdLinkFile } from '../api/hold-file';
import { submitResults } from '../api/submit-results';
import { refusedField } from './document-file-fields';
import { sendAhead } from './send-ahead';
import { LINK_USED_STATUS } from './link-problem';
import { ReasonField } from './reason-field';
import { UsedLinkNotice } from './used-link-notice';
import './results-upload-form.css';

const ACCEPT = [...RESULTS_ACCEPTED_EXTENSIONS, ...RESULTS_ACCEPTED_MIME_TYPES].join(',');
const TRANSCRIPT_ID = 'upload-transcript';
// The transcript's field in POST /api/submitresults, and so in the link's resumable uploads.
const TRANSCRIPT_FIELD = 'file';
const EMPTY_SUBJECT = { subjectName: '', subjectMark: '' };
const DEFAULTS: ResultsUploadValues = { no_result: false, reason: '', subjects: [EMPTY_SUBJECT] };

type ResultsUploadFormProps = {
  token: string;
  /** "Mid-year Results" or "Final-year Results" */
  periodLabel: string;
  maxBytes: number;
};

/** Subjects with marks (or why there are none) and the transcript, sent together to POST /api/submitresults. */
export function ResultsUploadForm({ token, periodLabel, maxBytes }: ResultsUploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const [isResuming, setIsResuming] = useState(false);
  const [transcriptHeldId, setTranscriptHeldId] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [usedMessage, setUsedMessage] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResultsUploadValues>({ resolver: yupResolver(resultsUploadSchema), defaultValues: DEFAULTS });
  const { fields, append, remove } = useFieldArray({ control, name: 'subjects' });
  const hasNoResults = useWatch({ control, name: 'no_result' });
  const isFileNeeded = !hasNoResults;

  const onSelect = (chosen: File | null) => {
    setFile(chosen);
    setTranscriptHeldId(null);
    setPercent(0);
    setFileError(chosen ? fileProblem(chosen, { maxBytes, acceptedTypes: RESULTS_ACCEPTED_MIME_TYPES }) : null);
  };

  // Only the browser's own checks hold the transcript back: one refused or cut off may be sent again.
  const transcriptProblem = () => {
    if (file) return fileProblem(file, { maxBytes, acceptedTypes: RESULTS_ACCEPTED_MIME_TYPES });
    return isFileNeeded ? selectFileForMessage(periodLabel) : null;
  };

  // Resolves with the held id, or null when the transcript was refused on its way (said in its box).
  const sendTranscript = async (chosen: File) => {
    const picked = { file: chosen, percent: 0, error: null };
    const sent = await sendAhead(TRANSCRIPT_FIELD, picked, holdLinkFile(token), (changes) => {
      if (changes.percent !== undefined) setPercent(changes.percent);
      if (changes.isResuming !== undefined) setIsResuming(changes.isResuming);
      if (changes.error !== undefined) setFileError(changes.error);
    });
    if ('failure' in sent) return null;
    setTranscriptHeldId(sent.heldId);
    return sent.heldId;
  };

  const onValid = async (values: ResultsUploadValues) => {
    const problem = transcriptProblem();
    if (problem) {
      setFileError(problem);
      document.getElementById(TRANSCRIPT_ID)?.focus();
      return;
    }
    try {
      // The transcript goes ahead resumably (unless it arrived on an earlier try), then one call sends it with the marks.
      const heldId = file ? (transcriptHeldId ?? (await sendTranscript(file))) : null;
      if (file && !heldId) return;
      const answer = await submitResults(token, values, file && heldId ? { heldId, name: file.name } : null);
      setSuccess(answer.success);
    } catch (error) {
      setPercent(0);
      setIsResuming(false);
      // Sent already (another tab, or a second press on a slow connection): say what arrived instead of the form.
      if (error instanceof TransferError && error.status === LINK_USED_STATUS) setUsedMessage(error.message);
      else if (refusedField(error) === TRANSCRIPT_FIELD) {
        // No longer held (or refused): chosen again in its box.
        setTranscriptHeldId(null);
        setFileError((error as Error).message);
      } else setError('root.server', { message: (error as Error).message });
    }
  };

  // The transcript is checked with the rest, so every problem shows at once.
  const onInvalid = () => setFileError(transcriptProblem());

  if (usedMessage) return <UsedLinkNotice message={usedMessage} />;

  if (success) {
    return (
      <div className="panel">
        <Alert
          type="success"
          showIcon
          role="status"
          title={success}
          description="This link has now done its job. To change what you sent, ask the bursary office for a new link by replying to their e-mail."
        />
      </div>
    );
  }

  const subjectsError = errors.subjects?.root?.message ?? errors.subjects?.message;

  return (
    <div className="panel">
      <Form label={`Upload ${periodLabel}`} onSubmit={handleSubmit(onValid, onInvalid)}>
        {errors.root?.server && (
          <Alert className="form-alert" type="error" showIcon role="alert" title={errors.root.server.message} />
        )}
        <CheckboxField control={control} name="no_result">
          No results available
        </CheckboxField>
        {hasNoResults ? (
          <ReasonField control={control} />
        ) : (
          <fieldset className="subjects">
            <legend>Subjects and marks</legend>
            <p className="hint">Enter each subject with the mark you were awarded, as a whole number from 0 to 100.</p>
            {fields.map((field, index) => (
              <div key={field.id} className="subject-row">
                <TextField control={control} name={`subjects.${index}.subjectName`} label={`Subject ${index + 1}`} isRequired />
                <TextField
                  control={control}
                  name={`subjects.${index}.subjectMark`}
                  label={`Mark for subject ${index + 1} (%)`}
                  inputMode="numeric"
                  isRequired
                />
                <Button className="subject-remove" onClick={() => remove(index)} aria-label={`Remove subject ${index + 1}`}>
                  Remove
                </Button>
              </div>
            ))}
            {subjectsError && (
              <p className="field-error" role="alert">
                {subjectsError}
              </p>
            )}
            <Button onClick={() => append(EMPTY_SUBJECT)}>Add subject</Button>
          </fieldset>
        )}
        <FileUploadField
          id={TRANSCRIPT_ID}
          label={`Transcript (${periodLabel})`}
          accept={ACCEPT}
          hint="PDF, JPEG, PNG or GIF, at most 2 MB."
          file={file}
          percent={percent}
          error={fileError}
          isRequired={isFileNeeded}
          isDisabled={isSubmitting}
          isResuming={isResuming}
          onSelect={onSelect}
        />
        <div className="actions">
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            {isSubmitting ? 'submitting...' : 'Submit results'}
          </Button>
        </div>
      </Form>
    </div>
  );
}
