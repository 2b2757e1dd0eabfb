import { Trans, useLingui } from '@lingui/react/macro';
import { managerListResponseSchema, managerResetPasswordResponseSchema } from '@fleetcheck/contracts';
import { ListPage } from '../../../components/list/ListPage';
import type { Column } from '../../../components/list/DataTable';
import { RowActions } from '../../../components/list/RowActions';
import type { ListSearch } from '../../../components/list/listSearch';
import { usePanels } from '../../../components/overlay/PanelStack';
import { usePasswordReset } from '../../../components/dialogs/usePasswordReset';
import { useServices } from '../../../session/ServicesContext';
import { useSessionView } from '../../../shell/useSessionUser';
import { loadResourceList, useResourceCommands, useResourceList } from '../../shared/api/resourceApi';
import type { AppServices } from '../../../session/services';
import { useRecordActions } from '../../shared/hooks/useRecordActions';
import { isUndeletable, managerToForm, type Manager } from '../model/managerForm';
import { ManagerFormPanel } from './ManagerFormPanel';
import { useConfirmerRoleLabels } from '../hooks/useConfirmerRoleLabels';
import { ManagerViewPanel } from './ManagerViewPanel';
import { ImportPanel } from '../../shared/components/ImportPanel';

/** The route's loader: the list in the cache before the page shows (intent preloading fetches it on hover). */
export const loadManagers = (services: AppServices, search: ListSearch) =>
  loadResourceList(services, '/manager', managerListResponseSchema, search);

interface ManagersPageProps {
  readonly search: ListSearch;
  readonly onSearchChange: (next: ListSearch) => void;
}

const fullName = (manager: Manager) => `${manager.lastName} ${manager.firstName}`;

export function ManagersPage({ search, onSearchChange }: ManagersPageProps) {
  const { t } = useLingui();
  const { api } = useServices();
  const panels = usePanels();
  const ownId = useSessionView().user?._id;
  const resetPassword = usePasswordReset();
  const commands = useResourceCommands('/manager');
  const list = useResourceList('/manager', managerListResponseSchema, search);
  const roleLabels = useConfirmerRoleLabels();
  const actions = useRecordActions<Manager>({
    labelOf: fullName,
    editPanel: [
      'edit-manager',
      (manager) => <ManagerFormPanel mode="edit" id={manager._id} version={manager.version} initial={managerToForm(manager)} />,
    ],
    deleteTitle: t`Delete manager`,
    remove: commands.remove.mutateAsync,
  });

  const columns: Column<Manager>[] = [
    { key: 'name', header: t`Name`, cell: fullName, sortField: 'spellingLastName' },
    { key: 'username', header: t`Username`, cell: (manager) => manager.username, sortField: 'username' },
    { key: 'email', header: t`Email`, cell: (manager) => manager.email || '–', sortField: 'email' },
    { key: 'mobile', header: t`Mobile`, cell: (manager) => manager.mobile || '–', sortField: 'mobile' },
    { key: 'office', header: t`Office`, cell: (manager) => manager.office?.name ?? '–' },
    { key: 'confirmerRole', header: t`Confirms checks as`, cell: (manager) => roleLabels[manager.confirmerRole] },
  ];

  const reset = (manager: Manager) =>
    resetPassword(fullName(manager), async () => {
      const response = await api.patch('/manager/manager-reset-password', {
        body: { id: manager._id },
        schema: managerResetPasswordResponseSchema,
      });
      void commands.refetch();
      return response.data;
    });

  return (
    <ListPage
      search={search}
      onSearchChange={onSearchChange}
      list={list}
      columns={columns}
      rowKey={(manager) => manager._id}
      toolbarActions={
        <button
          type="button"
          className="button"
          onClick={() => panels.open('import', <ImportPanel kind="manager" title={t`Import managers`} />)}
        >
          <Trans>Import</Trans>
        </button>
      }
      addLabel={<Trans>Add Manager</Trans>}
      onAdd={() => panels.open('add-manager', <ManagerFormPanel mode="add" />)}
      emptyText={<Trans>No managers have been registered yet.</Trans>}
      rowActions={(manager) => (
        <RowActions
          {...actions(manager)}
          deleteDisabled={isUndeletable(manager, ownId)}
          onView={() => panels.open('view-manager', <ManagerViewPanel manager={{ ...manager, officeName: manager.office?.name }} />)}
          onResetPassword={() => void reset(manager)}
        />
      )}
    />
  );
}
