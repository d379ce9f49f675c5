import { newestFirst } from '@bursary/domain/cycle-years';
import { ASSIGN_FROM_POOL_MAX, reviewerName, type ReviewerEntry } from '@bursary/domain/reviewers';
import { assignFromPoolSchema, type AssignFromPoolValues } from '@bursary/domain/schemas/assign-from-pool';
import { Form } from '@bursary/web-ui/components/form/form';
import { TextField } from '@bursary/web-ui/components/form/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LabelledSelect } from '@/components/labelled-select';
import { assignFromPool } from '../api/assign-from-pool';
import { FormErrorAlert } from '../../../components/form-error-alert';

type Reviewer = ReviewerEntry & { user_id: number };

type AssignFromPoolDialogProps = {
  reviewer: Reviewer | null;
  years: readonly number[];
  cycleYear: number;
  onClose: () => void;
  onAssigned: (message: string) => void;
};

function AssignForm({ reviewer, years, cycleYear, onClose, onAssigned }: AssignFromPoolDialogProps & { reviewer: Reviewer }) {
  const name = reviewerName(reviewer);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AssignFromPoolValues>({
    resolver: yupResolver(assignFromPoolSchema),
    defaultValues: { count: 10, application_year: cycleYear },
  });

  const onValid = async ({ count, application_year }: AssignFromPoolValues) => {
    try {
      const answer = await assignFromPool({ reviewer_id: reviewer.user_id, application_year, count });
      onAssigned(answer.message);
    } catch (error) {
      setError('root.server', { message: `${(error as Error).message} Nothing was assigned.` });
    }
  };

  return (
    <Form label={`Assign applications to ${name}`} onSubmit={handleSubmit(onValid)}>
      <p>
        {name} gets this many more submitted applications of the year that they do not have yet: those with the fewest reviewers
        first (the open pool's before any other), the oldest submitted first. Assigned applications leave the open pool.
      </p>
      <FormErrorAlert message={errors.root?.server?.message} />
      <TextField
        control={control}
        name="count"
        label="How many applications"
        inputMode="numeric"
        hint={`From 1 to ${ASSIGN_FROM_POOL_MAX}.`}
        isRequired
      />
      <Controller
        control={control}
        name="application_year"
        render={({ field }) => (
          <LabelledSelect
            label="Application year"
            value={String(field.value)}
            options={newestFirst(years).map((year) => ({ value: String(year), label: String(year) }))}
            onChange={(year) => field.onChange(Number(year))}
          />
        )}
      />
      <div className="actions">
        <Button type="primary" htmlType="submit" loading={isSubmitting}>
          {isSubmitting ? 'Assigning...' : 'Assign'}
        </Button>
        <Button onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/** "Assign from the open pool": how many applications of which year, confirmed in the dialog; the view shows the answer. */
export function AssignFromPoolDialog(props: AssignFromPoolDialogProps) {
  const [shown, setShown] = useState(props.reviewer);
  if (props.reviewer && props.reviewer !== shown) setShown(props.reviewer);

  return (
    <Modal
      open={props.reviewer !== null}
      title={shown ? `Assign applications from the open pool to ${reviewerName(shown)}` : undefined}
      footer={null}
      destroyOnHidden
      onCancel={props.onClose}
    >
      {props.reviewer && <AssignForm {...props} reviewer={props.reviewer} />}
    </Modal>
  );
}
