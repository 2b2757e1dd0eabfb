import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { usePanels } from '../../../components/overlay/PanelStack';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { useServices } from '../../../session/ServicesContext';
import { useLanguage } from '../../../i18n/useLanguage';
import { toDottedDate } from '@fleetcheck/contracts';
import { downloadCsv, type CsvExport } from '../api/csvDownload';
import { testResultQueryOf, type DashboardFilters } from '../model/dashboardSearch';

/** The 'download-csv' side panel: test results (with every filter) or notifications of the chosen days. */
export function CsvPanel({ filters }: { readonly filters: DashboardFilters }) {
  const services = useServices();
  const language = useLanguage();
  const panels = usePanels();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState<CsvExport | undefined>();
  const { page: _page, limit: _limit, ...resultQuery } = testResultQueryOf(filters, 1);
  const queries: Record<CsvExport, Record<string, string>> = {
    'test-result': { ...resultQuery, language },
    notification: { dateFrom: filters.dateFrom, dateTo: filters.dateTo, language },
  };
  const download = async (kind: CsvExport) => {
    setBusy(kind);
    try {
      await downloadCsv(services, kind, queries[kind]);
    } catch (error) {
      console.warn('CSV download failed', error);
      void dialogs.showResult({ kind: 'error' });
    } finally {
      setBusy(undefined);
    }
  };
  const from = toDottedDate(filters.dateFrom);
  const to = toDottedDate(filters.dateTo);

  return (
    <SidePanel
      title={<Trans>Download CSV</Trans>}
      footer={
        <button type="button" className="button" onClick={() => panels.close('download-csv')}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <p>
        <Trans>
          Period: {from} – {to}
        </Trans>
      </p>
      <div className="csv-panel__actions">
        <button type="button" className="button button--primary" disabled={busy !== undefined} onClick={() => void download('test-result')}>
          <Trans>Download test results</Trans>
        </button>
        <p className="csv-panel__hint">
          <Trans>Test results follow the drivers, offices and status chosen in the filter.</Trans>
        </p>
        <button type="button" className="button" disabled={busy !== undefined} onClick={() => void download('notification')}>
          <Trans>Download notifications</Trans>
        </button>
      </div>
    </SidePanel>
  );
}
