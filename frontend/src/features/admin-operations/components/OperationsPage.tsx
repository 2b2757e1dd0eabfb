import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OutboxMailItem } from '@fleetcheck/contracts';
import type { Column } from '../../../components/list/DataTable';
import { ListPage } from '../../../components/list/ListPage';
import { RowActions } from '../../../components/list/RowActions';
import type { ListSearch } from '../../../components/list/listSearch';
import { usePanels } from '../../../components/overlay/PanelStack';
import { formatListDate, formatListTime } from '../../../i18n/format';
import { useServices } from '../../../session/ServicesContext';
import { FailedJobsTable } from './FailedJobsTable';
import { MailPanel } from './MailPanel';
import { outboxQuery } from '../api/operationsApi';
import './operations.css';

interface OperationsPageProps {
  readonly search: ListSearch;
  readonly onSearchChange: (next: ListSearch) => void;
}

/** Platform operations: jobs that need a retry, and the mail outbox that stands in for SMTP locally. */
export function OperationsPage({ search, onSearchChange }: OperationsPageProps) {
  const { t } = useLingui();
  const { api } = useServices();
  const panels = usePanels();
  const outbox = useQuery(outboxQuery(api, search));

  const columns: Column<OutboxMailItem>[] = [
    { key: 'createdAt', header: t`Sent at`, cell: (mail) => `${formatListDate(mail.createdAt)} ${formatListTime(mail.createdAt)}` },
    { key: 'to', header: t`To`, cell: (mail) => mail.to },
    { key: 'subject', header: t`Subject`, cell: (mail) => mail.subject },
  ];

  return (
    <div className="operations">
      <section aria-labelledby="operations-failed-jobs">
        <h2 id="operations-failed-jobs" className="operations__heading">
          <Trans>Failed jobs</Trans>
        </h2>
        <FailedJobsTable />
      </section>
      <section aria-labelledby="operations-outbox">
        <h2 id="operations-outbox" className="operations__heading">
          <Trans>Mail outbox</Trans>
        </h2>
        <ListPage
          search={search}
          onSearchChange={onSearchChange}
          list={outbox}
          columns={columns}
          rowKey={(mail) => mail._id}
          emptyText={<Trans>No mail in the outbox. With SMTP_URL set, mail is sent instead.</Trans>}
          rowActions={(mail) => <RowActions label={mail.subject} onView={() => panels.open('view-mail', <MailPanel mail={mail} />)} />}
        />
      </section>
    </div>
  );
}
