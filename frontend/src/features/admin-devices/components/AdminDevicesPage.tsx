import '../../admin-shared/components/admin.css';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { detectorModelName, type DeviceRecord } from '@fleetcheck/contracts';
import { currentLanguage, ensureLoaded } from '../../../api/ensureLoaded';
import type { AppServices } from '../../../session/services';
import { ListPage } from '../../../components/list/ListPage';
import type { Column } from '../../../components/list/DataTable';
import { RowActions } from '../../../components/list/RowActions';
import type { ListSearch } from '../../../components/list/listSearch';
import { usePanels } from '../../../components/overlay/PanelStack';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { ApiError } from '../../../api/apiError';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useServices } from '../../../session/ServicesContext';
import { useLanguage } from '../../../i18n/useLanguage';
import { formatListDate } from '../../../i18n/format';
import { adminDeviceListQuery, useAdminDeviceCommands } from '../api/adminDeviceApi';
import { deviceToForm } from '../model/adminDeviceForm';
import { deviceStatusLabels } from '../../shared/model/deviceStatusLabels';
import { DetectorCheckerName } from '../../shared/components/DetectorCheckerName';
import { AdminDeviceFormPanel } from './AdminDeviceFormPanel';
import { DetectorMaintenancePanel } from '../../detector-maintenance/components/DetectorMaintenancePanel';
import { useRecordActions } from '../../shared/hooks/useRecordActions';

/** The route's loader: the list in the cache before the page shows (intent preloading fetches it on hover). */
export const loadAdminDevices = (services: Pick<AppServices, 'api' | 'queryClient'>, search: ListSearch) =>
  ensureLoaded(() => services.queryClient.ensureQueryData(adminDeviceListQuery(services.api, search, currentLanguage())));

interface AdminDevicesPageProps {
  readonly search: ListSearch;
  readonly onSearchChange: (next: ListSearch) => void;
}

/** /admin/devices: the platform's detector registry and which company rents each one. */
export function AdminDevicesPage({ search, onSearchChange }: AdminDevicesPageProps) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const language = useLanguage();
  const panels = usePanels();
  const dialogs = useDialogs();
  const commands = useAdminDeviceCommands();
  const list = useQuery(adminDeviceListQuery(api, search, language));
  const actions = useRecordActions<DeviceRecord>({
    labelOf: (device) => device.serialNo,
    editPanel: [
      'admin-edit-device',
      (device) => <AdminDeviceFormPanel mode="edit" id={device._id} version={device.version} initial={deviceToForm(device)} />,
    ],
    deleteTitle: t`Delete device`,
    remove: commands.remove.mutateAsync,
  });

  // An assigned device cannot be deleted (Errors.DeviceInUse): it goes back to stock first.
  const returnToStock = async (device: DeviceRecord) => {
    try {
      await commands.unassign.mutateAsync({ id: device._id, version: device.version });
    } catch (error) {
      console.warn('Returning the device to stock failed', error);
      const key = error instanceof ApiError ? error.key : undefined;
      void dialogs.showResult({ kind: 'error', message: key ? i18n._(errorDescriptor(key)) : undefined });
    }
  };

  const columns: Column<DeviceRecord>[] = [
    { key: 'serialNo', header: t`Serial number`, cell: (device) => device.serialNo, sortField: 'serialNo' },
    { key: 'company', header: t`Company`, cell: (device) => device.company?.name || '–' },
    {
      key: 'regDate',
      header: t`Registration date`,
      cell: (device) => formatListDate(device.regDate),
      sortField: 'regDate',
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (device) => {
        const label = deviceStatusLabels[device.status];
        return label ? i18n._(label) : String(device.status);
      },
      sortField: 'status',
    },
    // The 確認者 the renting company assigned; a detector in stock has none.
    { key: 'checker', header: t`Checker`, cell: (device) => (device.company ? <DetectorCheckerName checker={device.checker} /> : '–') },
    {
      key: 'model',
      header: t`Model`,
      cell: (device) => detectorModelName(device.model),
      sortField: 'model',
    },
  ];

  return (
    <ListPage
      search={search}
      onSearchChange={onSearchChange}
      list={list}
      columns={columns}
      rowKey={(device) => device._id}
      addLabel={<Trans>Add Device</Trans>}
      onAdd={() => panels.open('admin-add-device', <AdminDeviceFormPanel mode="add" />)}
      emptyText={<Trans>No devices have been registered yet.</Trans>}
      rowActions={(device) => {
        const serialNo = device.serialNo;
        return (
          <div className="row-actions">
            <RowActions
              {...actions(device)}
              onMaintain={() =>
                panels.open(
                  'admin-device-maintenance',
                  <DetectorMaintenancePanel scope="/admin/device" deviceId={device._id} serialNo={device.serialNo} />,
                )
              }
            />
            {device.company && (
              <button
                type="button"
                className="button button--small"
                aria-label={t`Return ${serialNo} to stock`}
                onClick={() => void returnToStock(device)}
              >
                <Trans>Return to stock</Trans>
              </button>
            )}
          </div>
        );
      }}
    />
  );
}
