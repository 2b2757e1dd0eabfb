import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  commandAcceptedSchema,
  inspectionItemsResponseSchema,
  vehicleInspectionDaySchema,
  vehicleInspectionPanelSchema,
  type VehicleInspectionBody,
  type VehicleInspectionPanel,
} from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import { useServices } from '../../../session/ServicesContext';

export const inspectionKeys = {
  all: ['vehicle-inspection'] as const,
  car: (carId: string) => ['vehicle-inspection', 'car', carId] as const,
  items: ['vehicle-inspection', 'items'] as const,
  day: (date: string) => ['vehicle-inspection', 'day', date] as const,
};

export const carInspectionQuery = (api: ApiClient, carId: string) =>
  queryOptions({
    queryKey: inspectionKeys.car(carId),
    queryFn: () => api.get(`/car/${carId}/inspection`, { schema: vehicleInspectionPanelSchema }),
  });

/**
 * A car's panel. `awaiting`: a write not read back yet (the projection may trail the freshness wait on a busy
 * server): the panel is read again each second until it shows.
 */
export function useCarInspection(carId: string, awaiting?: (panel: VehicleInspectionPanel) => boolean) {
  const { api } = useServices();
  return useQuery({
    ...carInspectionQuery(api, carId),
    refetchInterval: (query) => (awaiting && query.state.data && awaiting(query.state.data) ? 1000 : false),
  });
}

export function useInspectionItems() {
  const { api } = useServices();
  return useQuery({
    queryKey: inspectionKeys.items,
    queryFn: () => api.get('/inspection-items', { schema: inspectionItemsResponseSchema }),
  });
}

/** Each vehicle's inspection of a day, for the check board. */
export function useInspectionDay(date: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: inspectionKeys.day(date),
    queryFn: () => api.get('/vehicle-inspection/day', { query: { date }, schema: vehicleInspectionDaySchema }),
  });
}

/** Every write here changes what the panels, the board and the dashboard (an alert) read: all are read again. */
function useInspectionWrite<T>(write: (api: ApiClient, input: T) => Promise<unknown>) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: T) => write(api, input), onSettled: () => queryClient.invalidateQueries() });
}

export const useRecordInspection = (carId: string) =>
  useInspectionWrite((api, body: VehicleInspectionBody) => api.post(`/car/${carId}/inspection`, { body, schema: commandAcceptedSchema }));

export const useClearDefect = (carId: string) =>
  useInspectionWrite((api, { date, note }: { date: string; note: string }) =>
    api.post(`/car/${carId}/inspection/${date}/clear`, { body: { note }, schema: commandAcceptedSchema }),
  );

export const useAddInspectionItem = () =>
  useInspectionWrite((api, label: string) => api.post('/inspection-items', { body: { label }, schema: commandAcceptedSchema }));

export const useRemoveInspectionItem = () =>
  useInspectionWrite((api, itemId: string) => api.delete(`/inspection-items/${itemId}`, { schema: commandAcceptedSchema }));
