import { stepGate } from '@bursary/domain/step-gate';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import type { AnyObject, AnyObjectSchema, InferType } from 'yup';
import { clearDraft, readDraft, useStepDraft } from './step-draft';

/** Inputs and selects hold text; the schema turns it into numbers when the step is saved. */
export type FormValues = Record<string, string>;

/** Something to tell the person above the form; `seq` refocuses the alert when the same message comes again. */
export type StepProblem = { message: string; seq: number };

/** The message above a step's form; telling the same message again moves the focus to it again. */
export function useStepProblem() {
  const [problem, setProblem] = useState<StepProblem | null>(null);
  const tell = (message: string) => setProblem((previous) => ({ message, seq: (previous?.seq ?? 0) + 1 }));
  const clear = () => setProblem(null);
  return { problem, tell, clear };
}

type UseStepOptions<S extends AnyObjectSchema> = {
  schema: S;
  context?: AnyObject;
  initialValues?: Readonly<Record<string, unknown>>;
  /** Values a step must start with whatever was saved (a preset application type). */
  fixedValues?: FormValues;
  draftKey?: string;
  onSave: (values: InferType<S>) => Promise<void>;
};

const toText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function useStep<S extends AnyObjectSchema>({
  schema,
  context,
  initialValues,
  fixedValues,
  draftKey,
  onSave,
}: UseStepOptions<S>) {
  const fields = Object.keys(schema.fields);
  const [defaultValues] = useState<FormValues>(() => ({
    ...Object.fromEntries(fields.map((field) => [field, toText(initialValues?.[field])])),
    ...readDraft(draftKey, fields),
    ...fixedValues,
  }));
  const form = useForm<FormValues, unknown, InferType<S>>({
    resolver: yupResolver(schema, { context, stripUnknown: true }) as unknown as Resolver<FormValues, unknown, InferType<S>>,
    defaultValues,
    mode: 'onTouched',
  });
  useStepDraft(form.watch, draftKey);
  const { problem, tell, clear } = useStepProblem();

  // The step gate first ("Complete the required fields" or the first message in form order), then the save;
  // a refused save keeps every value and says why.
  const save = async () => {
    const gate = stepGate(schema, form.getValues(), { context });
    if (gate) {
      tell(gate);
      await form.trigger();
      return;
    }
    clear();
    await form.handleSubmit(async (values) => {
      try {
        await onSave(values);
        clearDraft(draftKey);
      } catch (error) {
        tell((error as Error).message);
      }
    })();
  };

  // Fields only read and write text; the schema's output (numbers) matters only to the save.
  const control = form.control as unknown as Control<FormValues>;
  return { form, control, problem, save, isSaving: form.formState.isSubmitting };
}
