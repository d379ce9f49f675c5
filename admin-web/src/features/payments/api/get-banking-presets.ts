import type { BankingPreset } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

/** GET /api/bankingpresets: institutions' bank details, kept by editors in the Strapi admin and saved by staff. */
export const getBankingPresets = () => apiClient.get<BankingPreset[]>('/api/bankingpresets');

// They change rarely: once per visit is enough, and a preset staff save refreshes the list (mutate).
export function useBankingPresets() {
  return useSWR('/api/bankingpresets', getBankingPresets, { revalidateOnFocus: false, revalidateIfStale: false });
}
