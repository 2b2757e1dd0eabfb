import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCompanyListItem } from '@fleetcheck/contracts';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { usePanels, useCurrentPanelId } from '../../../components/overlay/PanelStack';
import { useServices } from '../../../session/ServicesContext';
import { formatListDate, formatYen } from '../../../i18n/format';
import { DetectorCheckerName } from '../../shared/components/DetectorCheckerName';
import { companyDevicesQuery } from '../api/companyApi';
import { CompanyInvoices } from './CompanyInvoices';
import { useEnterOnBehalf } from '../hooks/useEnterOnBehalf';

/** The view-admin-company panel: details, plan, rented devices and invoices of one company. */
export function CompanyViewPanel({ company }: { readonly company: AdminCompanyListItem }) {
  const { t } = useLingui();
  const panels = usePanels();
  const panelId = useCurrentPanelId();
  const enter = useEnterOnBehalf();
  const address = [company.postcode, company.prefectures, company.municipalities, company.town, company.buildings]
    .filter(Boolean)
    .join(' ');
  const plan = company.subscription;
  const details: [string, string][] = [
    [t`Email`, company.email || '–'],
    [t`Phone`, company.phone || '–'],
    [t`Fax`, company.fax || '–'],
    [t`Address`, address || '–'],
    [t`Manager`, company.managerName || '–'],
    [t`Employees`, String(company.employeeCount)],
    [t`Registered`, formatListDate(company.createdAt)],
    [t`Plan`, plan ? t`${plan.carCount} cars, ${plan.deviceCount} devices` : '–'],
    [t`Plan amount`, formatYen(plan?.totalAmount)],
  ];

  return (
    <SidePanel
      title={company.name}
      footer={
        <>
          <button type="button" className="button" onClick={() => panels.close(panelId)}>
            <Trans>Close</Trans>
          </button>
          <button type="button" className="button button--primary" onClick={() => void enter(company._id)}>
            <Trans>Enter on behalf</Trans>
          </button>
        </>
      }
    >
      <dl className="detail-list">
        {details.map(([label, value]) => (
          <div key={label} className="detail-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <CompanyDevices companyId={company._id} />
      <CompanyInvoices company={company} />
    </SidePanel>
  );
}

function CompanyDevices({ companyId }: { readonly companyId: string }) {
  const { api } = useServices();
  const devices = useQuery(companyDevicesQuery(api, companyId));
  return (
    <section className="panel-section" aria-labelledby={`devices-${companyId}`}>
      <h3 id={`devices-${companyId}`} className="panel-section__title">
        <Trans>Devices</Trans>
      </h3>
      {devices.isError && (
        <p role="alert">
          <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
        </p>
      )}
      {devices.data && devices.data.data.length === 0 && (
        <p>
          <Trans>No devices are assigned to this company.</Trans>
        </p>
      )}
      {devices.data && devices.data.data.length > 0 && (
        <div className="table-scroll">
          <table className="data-table data-table--compact">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Serial number</Trans>
                </th>
                <th scope="col">
                  <Trans>Registered</Trans>
                </th>
                <th scope="col">
                  <Trans>Checker</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {devices.data.data.map((device) => (
                <tr key={device._id}>
                  <td>{device.serialNo}</td>
                  <td>{formatListDate(device.regDate)}</td>
                  <td>
                    <DetectorCheckerName checker={device.checker} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
