import { formatRandInput } from '@bursary/domain/rand-amount';
import { isRandAmountField } from '@bursary/domain/schemas/fields';
import { messagesInFieldOrder, stepGate } from '@bursary/domain/step-gate';
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect, useRef, useState } from 'react';
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
  const tell = useCallback((message: string) => setProblem((previous) => ({ message, seq: (previous?.seq ?? 0) + 1 })), []);
  const clear = useCallback(() => setProblem(null), []);
  return { problem, tell, clear };
}

type UseStepOptions<S extends AnyObjectSchema> = {
  schema: S;
  context?: AnyObject;
  initialValues?: Readonly<Record<string, unknown>>;
  /** Values a step must start with whatever was saved (a preset application type). */
  fixedValues?: FormValues;
  draftKey?: string;
  /** null for a step of one checkbox, whose own message says what to do (the pledge). */
  emptyMessage?: string | null;
  onSave: (values: InferType<S>) => Promise<void>;
};

const toText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A saved value as its field shows it: an amount as people write it (3 500.50, not 3500.5), anything else as text. */
const fieldTextOf = (schema: AnyObjectSchema, field: string, value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && isRandAmountField(schema.fields[field]) ? formatRandInput(value) : toText(value);

export function useStep<S extends AnyObjectSchema>({
  schema,
  context,
  initialValues,
  fixedValues,
  draftKey,
  emptyMessage,
  onSave,
}: UseStepOptions<S>) {
  const fields = Object.keys(schema.fields);
  const [defaultValues] = useState<FormValues>(() => ({
    ...Object.fromEntries(fields.map((field) => [field, fieldTextOf(schema, field, initialValues?.[field])])),
    ...readDraft(draftKey, fields),
    ...fixedValues,
  }));
  const form = useForm<FormValues, unknown, InferType<S>>({
    // The resolver reads the schema's context (the login e-mail, the nationality) from useForm's own
    // context: given only to yupResolver it is dropped, and cross-field messages reached the banner alone.
    resolver: yupResolver(schema, { stripUnknown: true }) as unknown as Resolver<FormValues, unknown, InferType<S>>,
    context,
    defaultValues,
    mode: 'onTouched',
    // StepForm moves the focus to the first marked field in the order the page shows them.
    shouldFocusError: false,
  });
  useStepDraft(form.watch, draftKey);
  const { problem, tell, clear } = useStepProblem();

  // Once the step has been checked, every change re-checks the fields still marked, so a message that is no
  // longer true (one answer fixing another's, a select now showing a choice) goes at once, and so does the
  // gate's message above the form.
  const gateMessage = useRef<string | null>(null);
  useEffect(() => {
    const isStillTrue = (message: string, values: Record<string, unknown>) =>
      stepGate(schema, values, { context, emptyMessage }) === message ||
      messagesInFieldOrder(schema, values, context).includes(message);
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (!form.formState.isSubmitted) return;
        const marked = Object.keys(form.formState.errors);
        if (marked.length > 0) void form.trigger(marked);
        if (gateMessage.current && !isStillTrue(gateMessage.current, values)) {
          gateMessage.current = null;
          clear();
        }
      },
    });
  }, [form, schema, context, emptyMessage, clear]);

  // The step gate first ("Complete the required fields" or the first message in form order), then the save;
  // a refused save keeps every value and says why. Every field with a message is marked before it is told.
  const save = async () => {
    const gate = stepGate(schema, form.getValues(), { context, emptyMessage });
    if (gate) {
      await form.handleSubmit(() => undefined)();
      gateMessage.current = gate;
      tell(gate);
      return;
    }
    gateMessage.current = null;
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
