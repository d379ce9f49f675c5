import { scoreErrors, type ApplicationScores, type RubricCriterion, type RubricScores } from '@bursary/domain/scoring';
import { Form } from '@bursary/web-ui/components/form/form';
import { Alert, Button, Modal } from 'antd';
import { useState, type FormEvent } from 'react';
import { lookWithoutScoring } from '../api/look-without-scoring';
import { saveScores, submitScores } from '../api/save-scores';
import { CriterionField, focusFirstError } from './criterion-field';
import { useMayDo } from '@/lib/may-do';

type RubricFormProps = {
  applicationId: number;
  name: string;
  rubric: RubricCriterion[];
  saved: RubricScores;
  onAnswer: (scores: ApplicationScores) => void;
};

type Pending = 'submit' | 'look' | null;

const filledIn = (rubric: RubricCriterion[], saved: RubricScores): RubricScores =>
  Object.fromEntries(rubric.map(({ key }) => [key, { score: saved[key]?.score ?? null, reason: saved[key]?.reason ?? '' }]));

/**
 * My scores for one application: every criterion's score and reason, saved as a draft or submitted
 * (final, after a confirmation), or, instead, the others' scores shown without scoring.
 */
export function RubricForm({ applicationId, name, rubric, saved, onAnswer }: RubricFormProps) {
  const [scores, setScores] = useState<RubricScores>(() => filledIn(rubric, saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<Pending>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [answer, setAnswer] = useState<{ type: 'success' | 'error'; message: string } | null>(null);
  // Seeing the scores without scoring is for whoever decides (staff); a reviewer scores.
  const mayLook = useMayDo('staff');

  const check = (isSubmitting: boolean) => {
    const found = scoreErrors(rubric, scores, { isSubmitting });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAnswer(null);
      // After the messages are drawn.
      setTimeout(() => focusFirstError(found));
      return false;
    }
    return true;
  };

  const send = async (call: () => Promise<ApplicationScores>, done: string) => {
    setIsBusy(true);
    setAnswer(null);
    try {
      const answered = await call();
      setAnswer({ type: 'success', message: done });
      onAnswer(answered);
    } catch (error) {
      setAnswer({ type: 'error', message: `${(error as Error).message} Your scores are still in the form.` });
    } finally {
      setIsBusy(false);
      setPending(null);
    }
  };

  const onSaveDraft = () => {
    if (check(false)) void send(() => saveScores({ application_id: applicationId, scores }), 'Draft saved. Only you can see it.');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check(true)) setPending('submit');
  };

  return (
    <Form label={`Scores for ${name}`} onSubmit={onSubmit}>
      {rubric.map((criterion) => (
        <CriterionField
          key={criterion.key}
          criterion={criterion}
          value={scores[criterion.key]}
          errors={errors}
          onChange={(value) => setScores((current) => ({ ...current, [criterion.key]: value }))}
        />
      ))}
      {answer && <Alert className="form-alert" type={answer.type} showIcon title={answer.message} role={answer.type === 'error' ? 'alert' : 'status'} />}
      <div className="actions">
        <Button type="primary" htmlType="submit" loading={isBusy && pending === 'submit'}>
          Submit scores
        </Button>
        <Button onClick={onSaveDraft} disabled={isBusy}>
          Save draft
        </Button>
        {mayLook && (
          <Button type="link" onClick={() => setPending('look')} disabled={isBusy}>
            Show the scores without scoring
          </Button>
        )}
      </div>
      <Modal
        open={pending === 'submit'}
        title={`Submit your scores for ${name}?`}
        okText="Yes, submit"
        cancelText="Cancel"
        confirmLoading={isBusy}
        onOk={() => send(() => submitScores({ application_id: applicationId, scores }), 'Your scores are submitted.')}
        onCancel={() => setPending(null)}
      >
        <p>Submitted scores are final. The other reviewers' scores are shown to you once yours are in.</p>
      </Modal>
      <Modal
        open={pending === 'look'}
        title={`Show the scores for ${name} without scoring?`}
        okText="Yes, show them"
        cancelText="Cancel"
        confirmLoading={isBusy}
        onOk={() => send(() => lookWithoutScoring(applicationId), 'The scores are shown. You will not score this application.')}
        onCancel={() => setPending(null)}
      >
        <p>This is recorded, and you will not be able to score this application afterwards.</p>
      </Modal>
    </Form>
  );
}
