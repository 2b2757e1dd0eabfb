import { useQuery } from '@tanstack/react-query';
import { DEFAULT_EXPIRY_WARNING_DAYS, settingsResponseSchema } from '@fleetcheck/contracts';
import { useServices } from '../../../session/ServicesContext';

export const settingsKey = ['settings'] as const;

/**
 * How many days ahead a licence, inspection or insurance date counts as expiring: the server's
 * EXPIRY_WARNING_DAYS (GET /settings), the one the alerts are raised with; the default until it has answered.
 */
export function useExpiryWarningDays(): number {
  const { api } = useServices();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: () => api.get('/settings', { schema: settingsResponseSchema }),
    staleTime: Infinity,
  });
  return settings.data?.data.expiryWarningDays ?? DEFAULT_EXPIRY_WARNING_DAYS;
}
