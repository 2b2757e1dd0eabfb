import '../../admin-shared/components/admin.css';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENT_METHOD_WORDS, type AdminCompanyListItem } from '@fleetcheck/contracts';
import { currentLanguage, ensureLoaded } from '../../../api/ensureLoaded';
import type { AppServices } from '../../../session/services';
import { ListPage } from '../../../components/list/ListPage';
import type { Column } from '../../../components/list/DataTable';
import { RowActions } from '../../../components/list/RowActions';
import type { ListSearch } from '../../../components/list/listSearch';
import { usePanels } from '../../../components/overlay/PanelStack';
import { useConfirmedDelete } from '../../../components/dialogs/useConfirmedDelete';
import { useServices } from '../../../session/ServicesContext';
import { useLanguage } from '../../../i18n/useLanguage';
import { formatListDate } from '../../../i18n/format';
import { companyListQuery, companyPageSize, useCompanyCommands } from '../api/companyApi';
import { CompanyViewPanel } from './CompanyViewPanel';
import { nextBillingDate, planLabel, statusLabel } from '../model/companySubscriptionCells';
import { CompanyEditPanel } from './CompanyEditPanel';
import { useEnterOnBehalf } from '../hooks/useEnterOnBehalf';

/** The route's loader: the list in the cache before the page shows (intent preloading fetches it on hover). */
export const loadCompanies = (services: Pick<AppServices, 'api' | 'queryClient'>, search: ListSearch) =>
  ensureLoaded(() => services.queryClient.ensureQueryData(companyListQuery(services.api, search, currentLanguage())));

interface CompaniesPageProps {
  readonly search: ListSearch;
  readonly onSearchChange: (next: ListSearch) => void;
}

/** /admin/companies: every company, 50 per page, with view, edit, delete and enter on behalf. */
export function CompaniesPage({ search, onSearchChange }: CompaniesPageProps) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const language = useLanguage();
  const panels = usePanels();
  const confirmDelete = useConfirmedDelete();
  const commands = useCompanyCommands();
  const enter = useEnterOnBehalf();
  const list = useQuery(companyListQuery(api, search, language));

  const columns: Column<AdminCompanyListItem>[] = [
    { key: 'name', header: t`Company name`, cell: (company) => company.name, sortField: 'name' },
    { key: 'manager', header: t`Manager`, cell: (company) => company.managerName || '–' },
    { key: 'email', header: t`Email`, cell: (company) => company.email || '–', sortField: 'email' },
    { key: 'phone', header: t`Phone`, cell: (company) => company.phone || '–', sortField: 'phone' },
    {
      key: 'plan',
      header: t`Plan (cars / devices)`,
      cell: (company) => (company.subscription ? planLabel(company.subscription, language) : '–'),
    },
    { key: 'status', header: t`Status`, cell: (company) => (company.subscription ? i18n._(statusLabel(company.subscription)) : '–') },
    {
      key: 'paymentMethod',
      header: t`Payment method`,
      cell: (company) => (company.subscription ? PAYMENT_METHOD_WORDS[company.subscription.paymentMethod][language] : '–'),
    },
    {
      key: 'nextBilling',
      header: t`Next billing`,
      cell: (company) => {
        const next = company.subscription && nextBillingDate(company.subscription);
        return next ? formatListDate(next) : '–';
      },
    },
    {
      key: 'deviceTotal',
      header: t`Devices rented`,
      cell: (company) => company.deviceTotal,
      sortField: 'deviceTotal',
    },
    {
      key: 'createdAt',
      header: t`Registered`,
      cell: (company) => formatListDate(company.createdAt),
      sortField: 'createdAt',
    },
  ];

  return (
    <ListPage
      search={search}
      onSearchChange={onSearchChange}
      limit={companyPageSize}
      list={list}
      columns={columns}
      rowKey={(company) => company._id}
      emptyText={<Trans>No companies have registered yet.</Trans>}
      rowActions={(company) => (
        <div className="row-actions">
          <RowActions
            label={company.name}
            onEdit={() => panels.open('admin-edit-company', <CompanyEditPanel company={company} />)}
            onDelete={() =>
              void confirmDelete(t`Delete company`, company.name, () =>
                commands.remove.mutateAsync({ id: company._id, version: company.version }),
              )
            }
            onView={() => panels.open('view-admin-company', <CompanyViewPanel company={company} />)}
          />
          <button type="button" className="button button--small" onClick={() => void enter(company._id)}>
            <Trans>Enter on behalf</Trans>
          </button>
        </div>
      )}
    />
  );
}
