import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { NOTIFICATION_LEVEL_WORDS, toDottedDate, type HomeNotification, type NotificationLevel } from '@fleetcheck/contracts';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { useNotificationCommands, useNotificationsAsActedOn } from '../api/dashboardApi';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { usePanels } from '../../../components/overlay/PanelStack';
import { TestResultDetailPanel } from '../../test-result/components/TestResultDetailPanel';
import { IconButton } from '../../../components/icons/IconButton';
import { NotificationMessage } from './NotificationMessage';
import { useLanguage } from '../../../i18n/useLanguage';

/** A level in the words the notification export prints too (contracts' notification words): 警告 / Warning, and so on. */
function LevelBadge({ level }: { readonly level: NotificationLevel }) {
  const language = useLanguage();
  return <span className={`level-badge level-badge--${level}`}>{NOTIFICATION_LEVEL_WORDS[level][language]}</span>;
}

/**
 * Undismissed notifications, newest first: level, date (yyyy.MM.dd), the translated text, the record an alert is
 * about (opened in its detail, where 指示事項 and the action taken are completed), Mark read and Dismiss.
 */
export function NotificationList({ notifications }: { readonly notifications: readonly HomeNotification[] }) {
  const { t } = useLingui();
  const dialogs = useDialogs();
  const panels = usePanels();
  const commands = useNotificationCommands();
  const shown = useNotificationsAsActedOn(notifications);
  const act = (action: 'markRead' | 'dismiss', id: string) =>
    commands[action].mutate(id, {
      onError: (error) => {
        console.warn(`Notification ${action} failed`, error);
        void dialogs.showResult({ kind: 'error' });
      },
    });

  return (
    <section className="dashboard-card" aria-labelledby="notifications-title">
      <h2 id="notifications-title" className="dashboard-card__title">
        <Trans>Notifications</Trans>
      </h2>
      {shown.length === 0 ? (
        <p className="dashboard-card__empty">
          <Trans>There are no notifications.</Trans>
        </p>
      ) : (
        <ul className="notification-list">
          {shown.map((notification) => (
            <li
              key={notification._id}
              className={`notification notification--${notification.level}${notification.read ? ' is-read' : ''}`}
              data-type={notification.type}
            >
              <LevelBadge level={notification.level} />
              <time className="notification__date" dateTime={notification.createdAt}>
                {toDottedDate(businessDay(notification.createdAt))}
              </time>
              <p className="notification__text">
                <NotificationMessage notification={notification} />
              </p>
              <div className="notification__actions">
                {notification.testResultId && (
                  <button
                    type="button"
                    className="button"
                    onClick={() => panels.open('test-result-detail', <TestResultDetailPanel id={notification.testResultId!} />)}
                  >
                    <Trans>Open the record</Trans>
                  </button>
                )}
                {!notification.read && (
                  <button type="button" className="button" onClick={() => act('markRead', notification._id)}>
                    <Trans>Mark as read</Trans>
                  </button>
                )}
                <IconButton icon={X} label={t`Dismiss`} onClick={() => act('dismiss', notification._id)} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
