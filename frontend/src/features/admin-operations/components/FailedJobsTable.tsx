import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { jobFailureWords, jobQueueWords, jobWords, type FailedJobItem } from '@fleetcheck/contracts';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { formatListDate, formatListTime } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import { useServices } from '../../../session/ServicesContext';
import { failedJobsQuery, useRetryJob } from '../api/operationsApi';

/**
 * Jobs that ran out of retries (mail, notifications, scans), each with a Retry button. The queue and the job read as
 * what they do and the failure as a short sentence (contracts' operations words); the raw reason stays, folded, for
 * engineers.
 */
export function FailedJobsTable() {
  const { t } = useLingui();
  const language = useLanguage();
  const { api } = useServices();
  const dialogs = useDialogs();
  const jobs = useQuery(failedJobsQuery(api));
  const retry = useRetryJob();

  const columns: Column<FailedJobItem>[] = [
    {
      key: 'failedAt',
      header: t`Failed at`,
      cell: (job) => (job.failedAt ? `${formatListDate(job.failedAt)} ${formatListTime(job.failedAt)}` : '–'),
    },
    { key: 'queue', header: t`Queue`, cell: (job) => jobQueueWords(job.queue, language) },
    { key: 'name', header: t`Job`, cell: (job) => jobWords(job.name, language) },
    { key: 'attempts', header: t`Attempts`, cell: (job) => job.attemptsMade },
    {
      key: 'reason',
      header: t`Reason`,
      cell: (job) => (
        <>
          {jobFailureWords(job.failedReason, language)}
          <details className="operations__detail">
            <summary>
              <Trans>Technical detail</Trans>
            </summary>
            <code className="operations__reason">
              {job.queue} / {job.name}: {job.failedReason}
            </code>
          </details>
        </>
      ),
    },
  ];

  const run = async (job: FailedJobItem) => {
    try {
      await retry.mutateAsync({ queue: job.queue, id: job.id });
      void dialogs.showResult({ kind: 'success', message: <Trans>The job was queued again.</Trans> });
    } catch {
      void dialogs.showResult({ kind: 'error' });
    }
  };

  if (jobs.isError)
    return (
      <p className="list-page__message" role="alert">
        <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
      </p>
    );
  if (jobs.isPending)
    return (
      <p className="list-page__message" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  if (jobs.data.docs.length === 0)
    return (
      <p className="list-page__message">
        <Trans>No failed jobs: every job has run.</Trans>
      </p>
    );
  return (
    <DataTable
      columns={columns}
      rows={jobs.data.docs}
      rowKey={(job) => `${job.queue}/${job.id}`}
      sort={undefined}
      onSort={() => undefined}
      actionsHeader={<Trans>Actions</Trans>}
      actions={(job) => (
        <button type="button" className="button button--small" disabled={retry.isPending} onClick={() => void run(job)}>
          <Trans>Retry</Trans>
        </button>
      )}
    />
  );
}
