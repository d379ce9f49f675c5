import { ValidationError, type AnyObject, type AnyObjectSchema } from 'yup';

export const EMPTY_STEP_MESSAGE = 'Complete the required fields';

export type StepGateOptions = {
  context?: AnyObject;
  /** null: no message of its own for an empty step (a step of one checkbox says its own message). */
  emptyMessage?: string | null;
};

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function topLevelField(path: string | undefined): string {
  return (path ?? '').split(/[.[]/)[0];
}

/**
 * Every message for these values, ordered as the fields appear in the schema (yup itself reports them in
 * dependency order). Unknown keys are ignored.
 */
export function messagesInFieldOrder(schema: AnyObjectSchema, values: unknown, context?: AnyObject): string[] {
  try {
    schema.validateSync(values, { abortEarly: false, stripUnknown: true, context });
    return [];
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    if (error.inner.length === 0) return [error.message];

    const fieldOrder = Object.keys(schema.fields);
    const rank = (inner: ValidationError) => {
      const index = fieldOrder.indexOf(topLevelField(inner.path));
      return index === -1 ? fieldOrder.length : index;
    };
    // A field failing two tests with the same message (say a select left on its placeholder) reports it once.
    const seen = new Set<string>();
    return [...error.inner]
      .sort((a, b) => rank(a) - rank(b))
      .filter((inner) => {
        const key = JSON.stringify([inner.path, inner.message]);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((inner) => inner.message);
  }
}

/**
 * The check before every save: "Complete the required fields" when nothing was filled in,
 * otherwise the first error in form order, otherwise null.
 */
export function stepGate(
  schema: AnyObjectSchema,
  values: Readonly<Record<string, unknown>>,
  { context, emptyMessage = EMPTY_STEP_MESSAGE }: StepGateOptions = {},
): string | null {
  const fields = Object.keys(schema.fields);
  if (emptyMessage !== null && fields.every((field) => isEmptyValue(values[field]))) return emptyMessage;

  const [first] = messagesInFieldOrder(schema, values, context);
  return first ?? null;
}
