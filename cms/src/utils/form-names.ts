import { toFormNames } from '@bursary/domain/field-names';
import { badRequest } from './api-error';

type Form = { fields: Record<string, unknown> };

/**
 * A request body in the forms' own names (the stored and legacy names the specifications' clients
 * send, and date_of_birth text, read as the form's), refused with a message when it holds a field
 * that is neither one of `forms`' nor one of `envelope` (the call's ids and the like): nothing a
 * client sends is dropped with a 200.
 */
export const inFormNames = (body: Record<string, unknown>, forms: readonly Form[], envelope: readonly string[] = []) => {
  const known = new Set([...forms.flatMap((form) => Object.keys(form.fields)), ...envelope]);
  const result = toFormNames(body, known);
  if ('error' in result) throw badRequest(result.error);
  return result.values;
};
