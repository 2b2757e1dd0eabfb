import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accessLogResponseSchema,
  auditCompanyListResponseSchema,
  auditOfficeListResponseSchema,
  auditorActivityResponseSchema,
  auditorListResponseSchema,
  commandAcceptedSchema,
  recordChainVerificationResponseSchema,
  subscriptionHistoryResponseSchema,
  verifyEmailResponseSchema,
  type AuditorActivity,
  type InviteAuditorRequest,
} from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import { ensureLoaded, loadedFreshMs } from '../../../api/ensureLoaded';
import type { AppServices } from '../../../session/services';
import { useServices } from '../../../session/ServicesContext';

export const auditKeys = {
  companies: ['audit', 'companies'] as const,
  offices: (companyId: string) => ['audit', 'offices', companyId] as const,
  history: (companyId: string, asOf: string | undefined) => ['audit', 'history', companyId, asOf ?? 'now'] as const,
  auditors: ['audit', 'auditors'] as const,
  activity: (auditorId: string) => ['audit', 'auditors', auditorId, 'activity'] as const,
  recordChain: (companyId: string, period: RecordChainPeriod) =>
    ['audit', 'record-chain', companyId, period.office, period.from, period.to] as const,
  accessLog: (filter: AccessLogFilter) => ['audit', 'access-log', filter.company ?? '', filter.from ?? '', filter.to ?? ''] as const,
};

/** What a record chain verification is asked for: an office ('' : all) and a period of Japan days (empty ends: open). */
export interface RecordChainPeriod {
  readonly office: string;
  readonly from: string;
  readonly to: string;
}

/** The access log's filters: one company (else every company the reader may audit) and a period of Japan days. */
export interface AccessLogFilter {
  readonly company?: string;
  readonly from?: string;
  readonly to?: string;
}

export const auditCompaniesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: auditKeys.companies,
    queryFn: () => api.get('/audit/companies', { schema: auditCompanyListResponseSchema }),
    staleTime: loadedFreshMs,
  });

/** The company's offices (id and name), for the record book's office picker. */
export const auditOfficesQuery = (api: ApiClient, companyId: string) =>
  queryOptions({
    queryKey: auditKeys.offices(companyId),
    queryFn: () => api.get(`/audit/company/${encodeURIComponent(companyId)}/offices`, { schema: auditOfficeListResponseSchema }),
  });

/** The company's subscription changes, and its state replayed up to `asOf` (an ISO instant) when given. */
export const subscriptionHistoryQuery = (api: ApiClient, companyId: string, asOf: string | undefined) =>
  queryOptions({
    queryKey: auditKeys.history(companyId, asOf),
    queryFn: () =>
      api.get(`/admin/company/${encodeURIComponent(companyId)}/subscription-history`, {
        query: asOf ? { asOf } : {},
        schema: subscriptionHistoryResponseSchema,
      }),
    staleTime: loadedFreshMs,
  });

/**
 * The company's check-record chain recomputed whole by the server, with the links of the period (of the office,
 * when one is picked) counted.
 */
export const recordChainVerificationQuery = (api: ApiClient, companyId: string, { office, from, to }: RecordChainPeriod) =>
  queryOptions({
    queryKey: auditKeys.recordChain(companyId, { office, from, to }),
    queryFn: () =>
      api.get(`/audit/company/${encodeURIComponent(companyId)}/ledger`, {
        query: { ...(office ? { office } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) },
        schema: recordChainVerificationResponseSchema,
      }),
    // A verification is a fresh recomputation each time it is asked for.
    staleTime: 0,
    gcTime: 0,
  });

/** On-behalf sessions and admin changes, newest first, by company and period (issue 22 item 4). */
export const accessLogQuery = (api: ApiClient, filter: AccessLogFilter) =>
  queryOptions({
    queryKey: auditKeys.accessLog(filter),
    queryFn: () =>
      api.get('/audit/access-log', {
        query: {
          ...(filter.company ? { company: filter.company } : {}),
          ...(filter.from ? { from: filter.from } : {}),
          ...(filter.to ? { to: filter.to } : {}),
        },
        schema: accessLogResponseSchema,
      }),
    staleTime: loadedFreshMs,
  });

export const auditorsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: auditKeys.auditors,
    queryFn: () => api.get('/admin/auditors', { schema: auditorListResponseSchema }),
    staleTime: loadedFreshMs,
  });

export const auditorActivityQuery = (api: ApiClient, auditorId: string) =>
  queryOptions({
    queryKey: auditKeys.activity(auditorId),
    queryFn: () => api.get(`/admin/auditors/${encodeURIComponent(auditorId)}/activity`, { schema: auditorActivityResponseSchema }),
  });

type Loading = Pick<AppServices, 'api' | 'queryClient'>;

/** The audit companies route's loader (also the company choices of the access log and the auditor invitation). */
export const loadAuditCompanies = ({ api, queryClient }: Loading) =>
  ensureLoaded(() => queryClient.ensureQueryData(auditCompaniesQuery(api)));

/** The subscription history route's loader, at the instant asked for (undefined: now). */
export const loadSubscriptionHistory = ({ api, queryClient }: Loading, companyId: string, instant: string | undefined) =>
  ensureLoaded(() => queryClient.ensureQueryData(subscriptionHistoryQuery(api, companyId, instant)));

/** The access log route's loader: the filter's entries and the company choices. */
export const loadAccessLog = ({ api, queryClient }: Loading, filter: AccessLogFilter) =>
  ensureLoaded(
    () => queryClient.ensureQueryData(auditCompaniesQuery(api)),
    () => queryClient.ensureQueryData(accessLogQuery(api, filter)),
  );

/** The auditors route's loader: the auditors and the companies an invitation may name. */
export const loadAuditors = ({ api, queryClient }: Loading) =>
  ensureLoaded(
    () => queryClient.ensureQueryData(auditorsQuery(api)),
    () => queryClient.ensureQueryData(auditCompaniesQuery(api)),
  );

export function useInviteAuditor() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteAuditorRequest) => api.post('/admin/auditors', { body, schema: commandAcceptedSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditKeys.auditors }),
  });
}

export function useRevokeAuditor() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (auditorId: string) =>
      api.post(`/admin/auditors/${encodeURIComponent(auditorId)}/revoke`, { schema: commandAcceptedSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditKeys.auditors }),
  });
}

export const setAuditorPassword = (api: ApiClient, auth: string, password: string) =>
  api.post('/auth/auditor-set-password', { body: { auth, password }, schema: verifyEmailResponseSchema, anonymous: true });

/** Records a page an auditor opened or an export they took (admins see the record); nothing for admins. */
export const recordAuditorActivity = (api: ApiClient, activity: AuditorActivity) =>
  api.post('/auditor/activity', { body: activity, schema: commandAcceptedSchema });
