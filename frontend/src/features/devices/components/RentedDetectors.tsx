import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { companyDeviceListResponseSchema, detectorModelName, toDottedDate, DeviceStatuses } from '@fleetcheck/contracts';
import { RowActions } from '../../../components/list/RowActions';
import { usePanels } from '../../../components/overlay/PanelStack';
import { useServices } from '../../../session/ServicesContext';
import { DetectorMaintenancePanel } from '../../detector-maintenance/components/DetectorMaintenancePanel';
import { DetectorCheckerName } from '../../shared/components/DetectorCheckerName';
import { deviceStatusLabels } from '../../shared/model/deviceStatusLabels';
import { outOfServiceLabels } from '../../shared/model/outOfServiceLabels';

export const rentedDetectorsKey = ['devices', 'rented'] as const;

/**
 * The detectors FleetCheck rents to the company (they are not on the company's own list): where each stands,
 * and the maintenance its managers record, as for their own detectors. Shown only when the company rents any.
 */
export function RentedDetectors() {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const panels = usePanels();
  const rented = useQuery({
    queryKey: rentedDetectorsKey,
    queryFn: () => api.get('/device/rented', { schema: companyDeviceListResponseSchema }),
  });
  const devices = rented.data?.data ?? [];
  if (devices.length === 0) return null;
  return (
    // One region, the table's box (focusable, so keyboard users can scroll it), named by the heading above it.
    <div className="rented-detectors">
      <h2 id="rented-detectors-title">
        <Trans>Detectors rented from FleetCheck</Trans>
      </h2>
      <section className="table-scroll" aria-labelledby="rented-detectors-title" tabIndex={0}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t`Serial number`}</th>
              <th scope="col">{t`Model`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col">{t`Checker`}</th>
              <th scope="col">{t`Registration date`}</th>
              <th scope="col">{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {devices.map((device) => {
              const label = deviceStatusLabels[device.status];
              const standing = device.outOfService ? outOfServiceLabels[device.outOfService] : label;
              return (
                <tr key={device._id}>
                  <td>{device.serialNo}</td>
                  <td>{detectorModelName(device.model)}</td>
                  <td
                    data-status={device.status}
                    className={device.status === DeviceStatuses.OutOfService ? 'device-status--out' : undefined}
                  >
                    {standing ? i18n._(standing) : String(device.status)}
                  </td>
                  <td>
                    <DetectorCheckerName checker={device.checker} />
                  </td>
                  <td>{toDottedDate(device.regDate)}</td>
                  <td>
                    <RowActions
                      label={device.serialNo}
                      onMaintain={() =>
                        panels.open(
                          'device-maintenance',
                          <DetectorMaintenancePanel scope="/device" deviceId={device._id} serialNo={device.serialNo} />,
                        )
                      }
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
