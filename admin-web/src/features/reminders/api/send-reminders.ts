import type { ReminderCount, ReminderReport, SendRemindersRequest } from '@bursary/domain/back-office-api';
import { apiClient, withQuery } from '@bursary/web-ui/api-client';

const PATH = '/api/sendinprogressreminders';

/** GET /api/sendinprogressreminders/count: how many in-progress applicants a send now would remind, and skip; sends nothing. */
export const countReminders = (year: number) => apiClient.get<ReminderCount>(withQuery(`${PATH}/count`, { application_year: year }));

/** POST /api/sendinprogressreminders: one reminder to each in-progress applicant of the year not reminded today. */
export const sendReminders = (year: number) => {
  const request: SendRemindersRequest = { application_year: year };
  return apiClient.post<ReminderReport>(PATH, request);
};
