import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  commandAcceptedSchema,
  detectorMaintenanceLogResponseSchema,
  type DetectorCheckerBody,
  type DetectorMaintenanceBody,
} from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import { useServices } from '../../../session/ServicesContext';

/** Whose detector: a manager's (their own or rented ones, under /device) or the platform's registry (under /admin/device). */
export type DetectorScope = '/device' | '/admin/device';

export const maintenanceKeys = {
  all: ['detector-maintenance'] as const,
  log: (scope: DetectorScope, deviceId: string) => ['detector-maintenance', scope, deviceId] as const,
};

/** The newest entries of the log (one page of 50) and where the detector stands. */
export function maintenanceLogQuery(api: ApiClient, scope: DetectorScope, deviceId: string) {
  return queryOptions({
    queryKey: maintenanceKeys.log(scope, deviceId),
    queryFn: () =>
      api.get(`${scope}/${deviceId}/maintenance`, { query: { page: 1, limit: 50 }, schema: detectorMaintenanceLogResponseSchema }),
  });
}

export function useMaintenanceLog(scope: DetectorScope, deviceId: string) {
  const { api } = useServices();
  return useQuery(maintenanceLogQuery(api, scope, deviceId));
}

/** Records a maintenance; the log, the device lists and the dashboard (an answered alert leaves it) read it back. */
export function useRecordMaintenance(scope: DetectorScope, deviceId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DetectorMaintenanceBody) => api.post(`${scope}/${deviceId}/maintenance`, { body, schema: commandAcceptedSchema }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/**
 * PUT /device/{id}/checker: names the manager a detector's uploads name as 確認者 when they send none (null: none).
 * A manager's own or rented detector only; the panel reads the assignment back with the log.
 */
export function useAssignChecker(deviceId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DetectorCheckerBody) => api.put(`/device/${deviceId}/checker`, { body, schema: commandAcceptedSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  });
}
