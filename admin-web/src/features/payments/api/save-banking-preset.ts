import type { SaveBankingPresetRequest, SaveBankingPresetResponse } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';

/** POST /api/bankingpresets: a payment's banking details kept under a new name, for the picker and the editors' list. */
export const saveBankingPreset = (request: SaveBankingPresetRequest) =>
  apiClient.post<SaveBankingPresetResponse>('/api/bankingpresets', request);
