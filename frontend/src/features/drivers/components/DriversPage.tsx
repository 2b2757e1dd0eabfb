import { Trans, useLingui } from '@lingui/react/macro';
import { driverListResponseSchema, driverResetPasswordResponseSchema } from '@fleetcheck/contracts';
import { ListPage } from '../../../components/list/ListPage';
import type { Column } from '../../../components/list/DataTable';
import { RowActions } from '../../../components/list/RowActions';
import type { ListSearch } from '../../../components/list/listSearch';
import { usePanels } from '../../../components/overlay/PanelStack';
import { usePasswordReset } from '../../../components/dialogs/usePasswordReset';
import { useServices } from '../../../session/ServicesContext';
import { ExpiryDate, ExpiryLegend } from '../../shared/components/ExpiryDate';
import { loadResourceList, useResourceCommands, useResourceList } from '../../shared/api/resourceApi';
import type { AppServices } from '../../../session/services';
import { useRecordActions } from '../../shared/hooks/useRecordActions';
import { driverToForm, type Driver } from '../model/driverForm';
import { licenseTypeLabel } from '../model/licenseTypes';
import { DriverFormPanel } from './DriverFormPanel';
import { DriverInvitationPanel } from './DriverInvitationPanel';
import { DriverViewPanel } from './DriverViewPanel';
import { ImportPanel } from '../../shared/components/ImportPanel';

/** The route's loader: the list in the cache before the page shows (intent preloading fetches it on hover). */
export const loadDrivers = (services: AppServices, search: ListSearch) =>
  loadResourceList(services, '/driver', driverListResponseSchema, search);

interface DriversPageProps {
  readonly search: ListSearch;
  readonly onSearchChange: (next: ListSearch) => void;
}

const fullName = (driver: Driver) => `${driver.lastName} ${driver.firstName}`;

export function DriversPage({ search, onSearchChange }: DriversPageProps) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const panels = usePanels();
  const resetPassword = usePasswordReset();
  const commands = useResourceCommands('/driver');
  const list = useResourceList('/driver', driverListResponseSchema, search);

  const columns: Column<Driver>[] = [
    { key: 'name', header: t`Name`, cell: fullName, sortField: 'spellingLastName' },
    { key: 'username', header: t`Username`, cell: (driver) => driver.username, sortField: 'username' },
    {
      key: 'license',
      header: t`Licence number`,
      cell: (driver) => driver.driverLicense,
      sortField: 'driverLicense',
    },
    {
      key: 'expirationDate',
      header: t`Licence expiration date`,
      cell: (driver) => <ExpiryDate date={driver.expirationDate} />,
      sortField: 'expirationDate',
    },
    { key: 'mobile', header: t`Mobile`, cell: (driver) => driver.mobile || '–', sortField: 'mobile' },
    { key: 'office', header: t`Office`, cell: (driver) => driver.office?.name ?? '–' },
    { key: 'car', header: t`Vehicle`, cell: (driver) => driver.car?.number ?? '–' },
  ];

  const reset = (driver: Driver) =>
    resetPassword(fullName(driver), async () => {
      const response = await api.patch('/driver/driver-reset-password', {
        body: { id: driver._id },
        schema: driverResetPasswordResponseSchema,
      });
      void commands.refetch();
      return response.data;
    });

  const actions = useRecordActions<Driver>({
    labelOf: fullName,
    editPanel: [
      'edit-driver',
      (driver) => {
        const type = licenseTypeLabel(driver.licenseType);
        return (
          <DriverFormPanel mode="edit" id={driver._id} version={driver.version} initial={driverToForm(driver, type ? i18n._(type) : '')} />
        );
      },
    ],
    deleteTitle: t`Delete driver`,
    remove: commands.remove.mutateAsync,
  });

  return (
    <>
      <ExpiryLegend />
      <ListPage
        search={search}
        onSearchChange={onSearchChange}
        list={list}
        columns={columns}
        rowKey={(driver) => driver._id}
        toolbarActions={
          <button
            type="button"
            className="button"
            onClick={() => panels.open('import', <ImportPanel kind="driver" title={t`Import drivers`} />)}
          >
            <Trans>Import</Trans>
          </button>
        }
        addLabel={<Trans>Add Driver</Trans>}
        onAdd={() => panels.open('add-driver', <DriverFormPanel mode="add" />)}
        emptyText={<Trans>No drivers have been registered yet.</Trans>}
        rowActions={(driver) => (
          <RowActions
            {...actions(driver)}
            onView={() =>
              panels.open(
                'view-user',
                <DriverViewPanel
                  driver={driver}
                  onChangePassword={() => void reset(driver)}
                  onInvite={() => panels.open('driver-invitation', <DriverInvitationPanel driver={driver} />)}
                />,
              )
            }
            onResetPassword={() => void reset(driver)}
          />
        )}
      />
    </>
  );
}
