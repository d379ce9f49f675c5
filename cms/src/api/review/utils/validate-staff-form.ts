import { messagesInFieldOrder } from '@bursary/domain/step-gate';
import { badRequest } from '../../../utils/api-error';
import { isPlainObject, validateBody } from '../../../utils/validate-body';

type DomainSchema = Parameters<typeof validateBody>[0];

// As validateBody reads a body, a scalar field sent as an object or array counts as not sent.
const isBlank = (value: unknown, field: unknown) => {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return typeof value === 'object' && !['array', 'object'].includes((field as { type?: string }).type ?? '');
};

// The back office's forms have no "Complete the required fields" (that is the applicant forms'
// rule): a form sent empty gets its first field's own message, e.g. "enter comment".
export const validateStaffForm = <Schema extends DomainSchema>(schema: Schema, body: unknown): ReturnType<Schema['validateSync']> => {
  if (isPlainObject(body) && Object.entries(schema.fields).every(([name, field]) => isBlank(body[name], field))) {
    const [message] = messagesInFieldOrder(schema, {});
    if (message) throw badRequest(message);
  }
  return validateBody(schema, body);
};
