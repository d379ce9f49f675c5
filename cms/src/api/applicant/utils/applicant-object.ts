import { badRequest } from '../../../utils/api-error';
import { inFormNames } from '../../../utils/form-names';
import { isPlainObject } from '../../../utils/validate-body';

type Form = { fields: Record<string, unknown> };

// Beside the form's fields, the spec's applicant object and payload carry the record's ids and the login e-mail.
const IDS_AND_EMAIL = ['email', 'applicant_id', 'application_id'];

/**
 * The fields of POST /api/updateapplicant's "applicant object" (or the same fields sent flat, as
 * the social-information save does), in the forms' names: `{ applicant: { ... }, email,
 * applicant_id }` or `{ ... }`. Any field none of `forms` has (nor `alsoAccepted`) is refused.
 */
export const applicantObject = (body: unknown, forms: readonly Form[], alsoAccepted: readonly string[] = []) => {
  if (!isPlainObject(body)) throw badRequest('Send the form fields as a JSON object.');
  if (!isPlainObject(body.applicant)) return inFormNames(body, forms, [...IDS_AND_EMAIL, ...alsoAccepted]);
  inFormNames(body, [], ['applicant', ...IDS_AND_EMAIL]);
  return inFormNames(body.applicant, forms, [...IDS_AND_EMAIL, ...alsoAccepted]);
};

/** Whether `values` hold any of the form's fields. */
export const sendsAnyOf = (form: Form, values: Record<string, unknown>) => Object.keys(form.fields).some((field) => field in values);
