import { WITHDRAWN_NOT_DECIDABLE } from '@bursary/domain/application-status';
import type { ApplicationGridRow } from '@bursary/domain/back-office-api';
import { DECISION_CHOICES } from '@bursary/domain/options/decisions';
import { decisionSchema, type DecisionValues } from '@bursary/domain/schemas/decision';
import { ErrorState } from '@bursary/web-ui/components/error-state';
import { Form } from '@bursary/web-ui/components/form/form';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Form as AntForm, Input, Modal, Radio } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { useAddStatus } from '../api/add-status';
import { useDecisions } from '../api/get-decisions';
import { decidedByOn } from '../decided-by-on';

type AcceptDeclineViewProps = {
  application: ApplicationGridRow;
  onChanged: () => void;
  /** What the decision does to the cycle's budget, shown in the confirmation. */
  costOf?: (isAccepting: boolean) => ReactNode;
};

type NoteFieldProps = { control: Control<DecisionValues>; name: 'note' | 'subject_to'; label: string };

function NoteField({ control, name, label }: NoteFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const id = `field-${name}`;
  const error = fieldState.error?.message;
  return (
    <AntForm.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
    >
      <Input.TextArea
        {...field}
        value={field.value ?? ''}
        id={id}
        autoSize={{ minRows: 3 }}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </AntForm.Item>
  );
}

function DecisionField({ control }: { control: Control<DecisionValues> }) {
  const {
    field: { value, onChange, ...field },
    fieldState,
  } = useController({ control, name: 'status_id' });
  const error = fieldState.error?.message;
  // The radio says 1 accept, 2 decline; the form holds the status_id it is saved as (1 or 0).
  const choice = DECISION_CHOICES.find((option) => option.statusId === value)?.value;
  return (
    <fieldset className="decision-field" aria-describedby={error ? 'field-status_id-error' : undefined}>
      <legend>Decision</legend>
      <Radio.Group
        {...field}
        value={choice}
        onChange={(event) =>
          onChange(DECISION_CHOICES.find((option) => option.value === event.target.value)?.statusId)
        }
        options={DECISION_CHOICES.map(({ value, label }) => ({ value, label }))}
      />
      {error && (
        <p id="field-status_id-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Accept (1) or Decline (2) with a reason and a "subject to", saved after a confirmation. Opens on the current
 * decision; saving adds a new one to the history.
 */
export function AcceptDeclineView({ application, onChanged, costOf }: AcceptDeclineViewProps) {
  const { trigger, isMutating } = useAddStatus();
  const decisions = useDecisions(application.application_id);
  const current = decisions.data?.[0];
  const [pending, setPending] = useState<DecisionValues | null>(null);
  const [answer, setAnswer] = useState<{ type: 'success' | 'error'; message: string } | null>(null);
  const saved = useMemo(
    () => current && { status_id: current.status_id, note: current.note ?? '', subject_to: current.subject_to ?? '' },
    [current],
  );
  const { control, handleSubmit } = useForm<DecisionValues>({
    resolver: yupResolver(decisionSchema),
    defaultValues: { note: '', subject_to: '' },
    values: saved,
  });
  const name = `${application['First Name']} ${application['Last Name']}`;
  const isAccepting = pending?.status_id === 1;

  const onSave = async () => {
    if (!pending) return;
    setAnswer(null);
    try {
      const { success } = await trigger({ ...pending, application_id: application.application_id });
      setAnswer({ type: 'success', message: success });
      onChanged();
      void decisions.mutate();
    } catch (error) {
      setAnswer({ type: 'error', message: `${(error as Error).message} Nothing was saved; press Save to try again.` });
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="panel" aria-labelledby="accept-decline-title">
      <h2 id="accept-decline-title">Accept or decline</h2>
      {answer && (
        <Alert
          className="form-alert"
          type={answer.type}
          showIcon
          title={answer.message}
          role={answer.type === 'error' ? 'alert' : 'status'}
        />
      )}
      {decisions.error && (
        <ErrorState
          title="We could not load the current decision"
          message={decisions.error.message}
          onRetry={() => void decisions.mutate()}
        />
      )}
      {current && (
        <p className="decision-saved">
          The current decision: {current.decision} {decidedByOn(current)}. Saving adds a new decision; the earlier ones
          stay in the history.
        </p>
      )}
      {application.withdrawn_at ? (
        // The cms refuses a decision on a withdrawn application; the form is not offered.
        <Alert className="form-alert" type="info" showIcon title={WITHDRAWN_NOT_DECIDABLE} role="status" />
      ) : decisions.isLoading ? (
        <LoadingState label="Loading the current decision..." />
      ) : (
        <Form label="Accept or decline" onSubmit={handleSubmit((values) => setPending(values))}>
          <DecisionField control={control} />
          <NoteField control={control} name="note" label="Reason" />
          <NoteField control={control} name="subject_to" label="Subject to" />
          <div className="actions">
            <Button type="primary" htmlType="submit" loading={isMutating}>
              Save
            </Button>
          </div>
        </Form>
      )}
      <Modal
        open={pending !== null}
        title={isAccepting ? `Accept ${name}?` : `Decline ${name}?`}
        okText={isAccepting ? 'Yes, accept' : 'Yes, decline'}
        okButtonProps={{ danger: !isAccepting }}
        cancelText="Cancel"
        confirmLoading={isMutating}
        onOk={onSave}
        onCancel={() => setPending(null)}
      >
        <p>
          {isAccepting
            ? `${name} will be recorded as accepted for the bursary.`
            : `${name} will be recorded as declined for the bursary.`}
        </p>
        {pending?.note && <p>Reason: {pending.note}</p>}
        {pending?.subject_to && <p>Subject to: {pending.subject_to}</p>}
        {pending && costOf?.(isAccepting)}
      </Modal>
    </section>
  );
}
