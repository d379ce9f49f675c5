import { stepGate } from '@bursary/domain/step-gate';
import { badRequest } from './api-error';

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

// The shared schemas are built with the domain package's yup, not the older one Strapi brings.
type DomainSchema = Parameters<typeof stepGate>[0];

const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

// Only the schema's own fields, and a scalar field sent as an object or array counts as not sent
// (so it gets the field's own message). Keys like `constructor` or `__proto__` never reach yup.
const knownFields = (schema: DomainSchema, body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(schema.fields).map(([key, field]) => {
      const value = has(body, key) ? body[key] : undefined;
      const isStructured = typeof value === 'object' && value !== null;
      const takesStructure = ['array', 'object'].includes((field as { type?: string }).type ?? '');
      return [key, isStructured && !takesStructure ? undefined : value];
    }),
  );

// Runs a form step's shared schema on a request body: the form's own first message on failure
// ("Complete the required fields" when nothing was filled in), else the cast values with every
// unknown field dropped. Only the returned values are ever stored.
export const validateBody = <Schema extends DomainSchema>(
  schema: Schema,
  body: unknown,
  context?: Record<string, unknown>,
): ReturnType<Schema['validateSync']> => {
  if (!isPlainObject(body)) throw badRequest('Send the form fields as a JSON object.');
  const values = knownFields(schema, body);
  const problem = stepGate(schema, values, { context });
  if (problem) throw badRequest(problem);
  return schema.validateSync(values, { stripUnknown: true, abortEarly: true, context });
};
