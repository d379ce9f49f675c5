/** GET /api/downloadapplicantfolder?applicant_id: a zip of the applicant's files of this cycle. */
export const applicantFolderPath = (applicantId: number) => `/api/downloadapplicantfolder?applicant_id=${applicantId}`;
