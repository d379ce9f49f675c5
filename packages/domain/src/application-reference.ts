// The one number staff see, quote and file an application under: on the back office's screens, in
// the exported sheets, in the zips' folder and file names and in the .docx forms and checklists.
// The application year and the application id, e.g. BUR-2025-00007: the year tells at once which
// cycle it belongs to, and the id alone keeps it unique.

export type ApplicationReferenceOf = { applicationId: number | string; applicationYear: number | string };

/** "BUR-<application year>-<application id, at least five digits>", e.g. BUR-2025-00007. */
export const applicationReference = ({ applicationId, applicationYear }: ApplicationReferenceOf) =>
  `BUR-${applicationYear}-${String(applicationId).padStart(5, '0')}`;
