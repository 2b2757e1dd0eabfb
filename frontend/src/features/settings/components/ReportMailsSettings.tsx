import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { reportMailsChangedSchema, type ReportMails } from '@fleetcheck/contracts';
import { useServices } from '../../../session/ServicesContext';
import { profileKey } from '../../profile/api/profileApi';

/**
 * The manager's scheduled report mails (issue 37 item 3): the previous month's record book on the 1st and last
 * week's summary on Mondays, each turned on or off at once (PATCH /auth/report-mails).
 */
export function ReportMailsSettings({ current }: { readonly current: ReportMails }) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (reportMails: ReportMails) => api.patch('/auth/report-mails', { body: reportMails, schema: reportMailsChangedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
  // The choice sent stays shown while it is saved and after (until the profile reloads with it); a failure shows the profile's.
  const shown = !save.isError && save.variables ? save.variables : current;
  const toggle = (field: keyof ReportMails) => (event: React.ChangeEvent<HTMLInputElement>) =>
    save.mutate({ ...shown, [field]: event.target.checked });
  return (
    <fieldset className="report-mails" disabled={save.isPending}>
      <legend>
        <Trans>Scheduled report mails</Trans>
      </legend>
      <label>
        <input type="checkbox" checked={shown.monthlyRecordBook} onChange={toggle('monthlyRecordBook')} />{' '}
        <Trans>The previous month's record book (PDF), on the 1st of each month</Trans>
      </label>
      <label>
        <input type="checkbox" checked={shown.weeklySummary} onChange={toggle('weeklySummary')} />{' '}
        <Trans>Last week's missed checks and unconfirmed records, each Monday</Trans>
      </label>
      {save.isError ? (
        <p role="alert">
          <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
        </p>
      ) : null}
      {save.isSuccess ? (
        <p role="status">
          <Trans>Report mails saved</Trans>
        </p>
      ) : null}
    </fieldset>
  );
}
