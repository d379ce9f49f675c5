import type { AnyObject, AnyObjectSchema } from 'yup';
import { messagesInFieldOrder } from '../src/step-gate';

/** Every message the schema reports for these values, in form order; [] when they are valid. */
export function messagesOf(schema: AnyObjectSchema, values: unknown, context?: AnyObject): string[] {
  return messagesInFieldOrder(schema, values, context);
}

/** The value the schema hands on after a successful validation. */
export function validated<T extends AnyObjectSchema>(schema: T, values: unknown, context?: AnyObject) {
  return schema.validateSync(values, { context }) as ReturnType<T['validateSync']>;
}
