import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';
import type { Notification } from '../entities/notification';

/** Notifications of a company (GET /home and the CSV export). createdAt is when it was raised. */
export interface NotificationDocument extends ReadDocument, Omit<Notification, '_id' | 'missingCheck' | 'liveCall'> {
  /** CHECK_MISSING's day and checks (absent on notifications projected before it existed). */
  missingCheck?: Notification['missingCheck'];
  /** LIVE_CALL_UNANSWERED's call (absent on notifications projected before it existed). */
  liveCall?: Notification['liveCall'];
  companyId: string;
  testResultId: string | null;
  readBy: string[];
  /** Off the dashboard: dismissed by a manager, or answered by a maintenance of its detector. */
  dismissed: boolean;
  /** The detector a device alert is about. */
  deviceId?: string | null;
  /** The maintenance (its event id) that answered this alert. */
  answeredBy?: string | null;
}

export const notificationsCollection = defineCollection<NotificationDocument>({
  name: 'notifications',
  fields: { companyId: 'string', type: 'string', level: 'string', createdAt: 'date', dismissed: 'boolean', deviceId: 'string' },
  indexes: [{ fields: ['companyId', { field: 'createdAt', order: 'desc' }] }, { fields: ['deviceId'] }],
});
