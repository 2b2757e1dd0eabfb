import { Trans, useLingui } from '@lingui/react/macro';
import { detectorModelName, deviceListResponseSchema, type CompanyDeviceRecord } from '@fleetcheck/contracts';
import { ListPage } from '../../../components/list/ListPage';
import { formatListDate } from '../../../i18n/format';
import type { Column } from '../../../components/list/DataTable';
import { RowActions } from '../../../components/list/RowActions';
import type { ListSearch } from '../../../components/list/listSearch';
import { usePanels } from '../../../components/overlay/PanelStack';
import { loadResourceList, useResourceCommands, useResourceList } from '../../shared/api/resourceApi';
import type { AppServices } from '../../../session/services';
import { useRecordActions } from '../../shared/hooks/useRecordActions';
import { DetectorMaintenancePanel } from '../../detector-maintenance/components/DetectorMaintenancePanel';
import { DetectorCheckerName } from '../../shared/components/DetectorCheckerName';
import { DeviceFormPanel } from './DeviceFormPanel';
import { DetectorStanding } from './DetectorStanding';
import { RentedDetectors } from './RentedDetectors';

/** The route's loader: the list in the cache before the page shows (intent preloading fetches it on hover). */
export const loadDevices = (services: AppServices, search: ListSearch) =>
  loadResourceList(services, '/device', deviceListResponseSchema, search);

interface DevicesPageProps {
  readonly search: ListSearch;
  readonly onSearchChange: (next: ListSearch) => void;
}

type Device = CompanyDeviceRecord;

export function DevicesPage({ search, onSearchChange }: DevicesPageProps) {
  const { t } = useLingui();
  const panels = usePanels();
  const commands = useResourceCommands('/device');
  const list = useResourceList('/device', deviceListResponseSchema, search);
  const actions = useRecordActions<Device>({
    labelOf: (device) => device.serialNo,
    editPanel: [
      'edit-device',
      (device) => (
        <DeviceFormPanel
          mode="edit"
          id={device._id}
          version={device.version}
          initial={{ serialNo: device.serialNo, model: String(device.model) }}
        />
      ),
    ],
    deleteTitle: t`Delete device`,
    remove: commands.remove.mutateAsync,
  });

  const columns: Column<Device>[] = [
    { key: 'serialNo', header: t`Serial number`, cell: (device) => device.serialNo, sortField: 'serialNo' },
    { key: 'model', header: t`Model`, cell: (device) => detectorModelName(device.model), sortField: 'model' },
    {
      key: 'totalUsed',
      header: t`Tests taken`,
      cell: (device) => String(device.totalUsed),
      sortField: 'totalUsed',
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (device) => <DetectorStanding outOfService={device.outOfService} />,
    },
    { key: 'checker', header: t`Checker`, cell: (device) => <DetectorCheckerName checker={device.checker} /> },
    {
      key: 'createdAt',
      header: t`Registered`,
      // A timestamp: the day it falls on in Japan (toDottedDate would print its UTC day).
      cell: (device) => formatListDate(device.createdAt),
      sortField: 'createdAt',
    },
  ];

  return (
    <>
      <ListPage
        search={search}
        onSearchChange={onSearchChange}
        list={list}
        columns={columns}
        rowKey={(device) => device._id}
        addLabel={<Trans>Add Device</Trans>}
        onAdd={() => panels.open('add-device', <DeviceFormPanel mode="add" />)}
        emptyText={<Trans>No devices have been registered yet.</Trans>}
        rowActions={(device) => (
          <RowActions
            {...actions(device)}
            onMaintain={() =>
              panels.open(
                'device-maintenance',
                <DetectorMaintenancePanel scope="/device" deviceId={device._id} serialNo={device.serialNo} />,
              )
            }
          />
        )}
      />
      <RentedDetectors />
    </>
  );
}
