import { APPLICATION_EXISTS_ERROR } from '@bursary/domain/constants';
import type { AddApplicationRequest } from '@bursary/domain/api-types';
import { apiClient, ApiError } from '@bursary/web-ui/api-client';

type CreatedApplication = { application_id: number; status_id: number };

/**
 * POST /api/addapplication: the University step creates the cycle's application. "application already exist"
 * (409) counts as success: it answers with the ids of the one there is, whose fields the caller then updates.
 */
export async function addApplication(values: AddApplicationRequest): Promise<CreatedApplication & { isExisting: boolean }> {
  try {
    return { ...(await apiClient.post<CreatedApplication>('/api/addapplication', values)), isExisting: false };
  } catch (error) {
    const isExisting = error instanceof ApiError && error.status === 409 && error.message === APPLICATION_EXISTS_ERROR;
    if (!isExisting) throw error;
    // The api client keeps only the message of an error answer, so the ids come from the application itself.
    const { application_id, status_id } = await apiClient.get<{ application_id: number; status_id: number }>(
      '/api/myapplication',
    );
    return { application_id, status_id, isExisting: true };
  }
}
