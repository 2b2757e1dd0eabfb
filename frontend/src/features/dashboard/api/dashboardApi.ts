import { keepPreviousData, queryOptions, useMutation, useMutationState } from '@tanstack/react-query';
import { commandAcceptedSchema, homeResponseSchema, testResultListResponseSchema, type HomeNotification } from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import { ensureLoaded, loadedFreshMs } from '../../../api/ensureLoaded';
import type { AppServices } from '../../../session/services';
import { useServices } from '../../../session/ServicesContext';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { resolveFilters, testResultQueryOf, type DashboardFilters, type DashboardSearch } from '../model/dashboardSearch';
import { advancedFiltersStorage } from '../model/advancedFiltersStorage';

/** New test results and notifications show up without a reload: the dashboard asks again this often. */
export const DASHBOARD_POLL_MS = 5000;

export const dashboardKeys = {
  home: ['home'] as const,
  homeRange: (dateFrom: string, dateTo: string) => ['home', dateFrom, dateTo] as const,
  testResults: (filters: DashboardFilters, page: number, query: string) => ['test-result', filters, page, query] as const,
};

export function homeQuery(api: ApiClient, dateFrom: string, dateTo: string) {
  return queryOptions({
    queryKey: dashboardKeys.homeRange(dateFrom, dateTo),
    queryFn: () => api.get('/home', { query: { dateFrom, dateTo }, schema: homeResponseSchema }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    refetchInterval: DASHBOARD_POLL_MS,
    staleTime: loadedFreshMs,
  });
}

export function testResultsQuery(api: ApiClient, filters: DashboardFilters, page: number, query: string) {
  return queryOptions({
    queryKey: dashboardKeys.testResults(filters, page, query),
    queryFn: () => api.get('/test-result', { query: testResultQueryOf(filters, page, query), schema: testResultListResponseSchema }),
    placeholderData: keepPreviousData,
    refetchInterval: DASHBOARD_POLL_MS,
    staleTime: loadedFreshMs,
  });
}

/**
 * The dashboard route's loader: the notifications and summary of the range, and the page of test results, for the
 * filters the page will show (the address, then the stored advanced filters, then today in Japan).
 */
export function loadDashboard({ api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>, search: DashboardSearch) {
  const filters = resolveFilters(search, advancedFiltersStorage().read(), businessDay(new Date()));
  return ensureLoaded(
    () => queryClient.ensureQueryData(homeQuery(api, filters.dateFrom, filters.dateTo)),
    () => queryClient.ensureQueryData(testResultsQuery(api, filters, search.page, search.query)),
  );
}

const notificationMutationKeys = {
  read: ['notification', 'read'] as const,
  dismiss: ['notification', 'dismiss'] as const,
};

export function useNotificationCommands() {
  const { api } = useServices();
  return {
    markRead: useMutation({
      mutationKey: notificationMutationKeys.read,
      mutationFn: (id: string) => api.patch(`/notification/${id}/read`, { schema: commandAcceptedSchema }),
    }),
    dismiss: useMutation({
      mutationKey: notificationMutationKeys.dismiss,
      mutationFn: (id: string) => api.patch(`/notification/${id}/dismiss`, { schema: commandAcceptedSchema }),
    }),
  };
}

function useActedOnIds(mutationKey: readonly string[]): Set<string> {
  const ids = useMutationState({
    filters: { mutationKey: [...mutationKey], predicate: (mutation) => mutation.state.status !== 'error' },
    select: (mutation) => mutation.state.variables as string,
  });
  return new Set(ids);
}

/**
 * The notifications as the user last left them: those marked read or dismissed here (and not refused by
 * the server) show so at once, even while a poll still answers from a read model that is a moment behind.
 */
export function useNotificationsAsActedOn(notifications: readonly HomeNotification[]): HomeNotification[] {
  const read = useActedOnIds(notificationMutationKeys.read);
  const dismissed = useActedOnIds(notificationMutationKeys.dismiss);
  return notifications.filter((n) => !dismissed.has(n._id)).map((n) => (read.has(n._id) && !n.read ? { ...n, read: true } : n));
}
