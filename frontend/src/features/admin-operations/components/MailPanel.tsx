import { Trans } from '@lingui/react/macro';
import type { OutboxMailItem } from '@fleetcheck/contracts';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { formatListDate, formatListTime } from '../../../i18n/format';

/** One outbox mail as it would have been received; the HTML part runs in a sandboxed frame without scripts. */
export function MailPanel({ mail }: { readonly mail: OutboxMailItem }) {
  return (
    <SidePanel title={mail.subject}>
      <dl className="details-list">
        <dt>
          <Trans>From</Trans>
        </dt>
        <dd>{mail.from}</dd>
        <dt>
          <Trans>To</Trans>
        </dt>
        <dd>{mail.to}</dd>
        <dt>
          <Trans>Sent at</Trans>
        </dt>
        <dd>
          {formatListDate(mail.createdAt)} {formatListTime(mail.createdAt)}
        </dd>
      </dl>
      {mail.html ? (
        <iframe className="operations__mail-frame" title={mail.subject} sandbox="" srcDoc={mail.html} />
      ) : (
        <pre className="operations__mail-text">{mail.text}</pre>
      )}
    </SidePanel>
  );
}
