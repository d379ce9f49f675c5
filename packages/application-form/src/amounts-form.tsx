import { formatRand } from '@bursary/domain/rand-amount';
import type { AnyObjectSchema, InferType } from 'yup';
import { useState } from 'react';
import { AmountField } from './fields/amount-field';
import { ReadOnlyField } from './fields/read-only-field';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';
import { useStep } from './use-step';

type AmountsFormProps<S extends AnyObjectSchema> = StepProps<InferType<S>> & {
  title: string;
  schema: S;
  /** [field, label] in the order they are asked */
  lines: readonly (readonly [string, string])[];
  totalLabel: string;
  total: (values: Readonly<Record<string, unknown>>) => number;
};

/** Income and expenses: monthly amounts, each required (0 when not applicable), and their total. */
export function AmountsForm<S extends AnyObjectSchema>({
  title,
  schema,
  lines,
  totalLabel,
  total,
  navigation,
  ...step
}: AmountsFormProps<S>) {
  const { form, control, problem, save, isSaving } = useStep({ ...step, schema });
  // Recomputed when an amount loses focus (empty counts as 0), as people expect from a paper form's total line.
  const [sum, setSum] = useState(() => total(form.getValues()));
  const recompute = () => setSum(total(form.getValues()));

  return (
    <StepForm
      title={title}
      description={<p className="step-note">Monthly amounts in rand. Type 0 if not applicable.</p>}
      navigation={navigation}
      problem={problem}
      isSaving={isSaving}
      onSave={save}
    >
      <div className="step-grid">
        {lines.map(([name, label]) => (
          <AmountField key={name} control={control} name={name} label={label} hint="Type 0 if not applicable" onBlur={recompute} />
        ))}
        <ReadOnlyField id={`field-total-${title.toLowerCase()}`} label={totalLabel} value={formatRand(sum)} />
      </div>
    </StepForm>
  );
}
