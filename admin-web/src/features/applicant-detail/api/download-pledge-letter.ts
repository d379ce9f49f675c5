/** GET /api/downloadpledgeletter?applicant_id: the accepted applicant's pledge letter (PDF). */
export const pledgeLetterPath = (applicantId: number) => `/api/downloadpledgeletter?applicant_id=${applicantId}`;
