import { stepGate } from '@bursary/domain/step-gate';
import { badRequest } from './api-error';

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

// Runs a form step's shared schema on a request body: the form's own first message on failure
// ("Complete the required fields" when nothing was filled in), else the cast values with every
// unknown field dropped. Only the returned values are ever stored.
// The shared schemas are built with the domain package's yup, not the older one Strapi brings.
type DomainSchema = Parameters<typeof stepGate>[0];

export const validateBody = <Schema extends DomainSchema>(
  schema: Schema,
  body: unknown,
  context?: Record<string, unknown>,
): ReturnType<Schema['validateSync']> => {
  if (!isPlainObject(body)) throw badRequest('Send the form fields as a JSON object.');
  const problem = stepGate(schema, body, { context });
  if (problem) throw badRequest(problem);
  return schema.validateSync(body, { stripUnknown: true, abortEarly: true, context });
};
