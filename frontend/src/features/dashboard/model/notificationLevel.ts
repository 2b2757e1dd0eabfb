import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { NotificationLevel } from '@fleetcheck/contracts';

/**
 * What a notification level reads as, the same in both languages (issue 18 item 12): alert is 警告 / Warning,
 * warning is 注意 / Caution, info is お知らせ / Notice. (The codes stay as the spec names them.)
 */
export const notificationLevelLabels: Readonly<Record<NotificationLevel, MessageDescriptor>> = {
  alert: msg`Warning`,
  warning: msg`Caution`,
  info: msg`Notice`,
};
