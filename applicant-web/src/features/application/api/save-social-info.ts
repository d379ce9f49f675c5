import type { SuccessResponse } from '@bursary/domain/api-types';
import type { SocialInfoValues } from '@bursary/domain/schemas/social-info';
import { apiClient } from '@bursary/web-ui/api-client';

/** POST /api/savesocialinfo: the social-information step. */
export const saveSocialInfo = (values: SocialInfoValues) => apiClient.post<SuccessResponse>('/api/savesocialinfo', values);
