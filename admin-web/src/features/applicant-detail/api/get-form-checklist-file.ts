import type { GetFormChecklistFileQuery } from '@bursary/domain/back-office-api';

/** GET /api/getformchecklistfile?application_id&filename: the application form (report) or checklist as .docx. */
export const formChecklistFilePath = ({ application_id, filename }: GetFormChecklistFileQuery) =>
  `/api/getformchecklistfile?application_id=${application_id}&filename=${filename}`;
