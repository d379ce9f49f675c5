import type { AssignFromPoolRequest, AssignFromPoolResponse } from '@bursary/domain/reviewers';
import { apiClient } from '@bursary/web-ui/api-client';

/** POST /api/assignfrompool (staff only): gives the reviewer up to `count` more submitted applications of the year. */
export const assignFromPool = (request: AssignFromPoolRequest) => apiClient.post<AssignFromPoolResponse>('/api/assignfrompool', request);
