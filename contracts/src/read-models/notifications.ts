import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';
import type { Notification } from '../entities/notification';

/** Notifications of a company (GET /home and the CSV export). createdAt is when it was raised. */
export interface NotificationDocument extends ReadDocument, Omit<Notification, '_id'> {
  companyId: string;
  testResultId: string | null;
  readBy: string[];
  dismissed: boolean;
}

export const notificationsCollection = defineCollection<NotificationDocument>({
  name: 'notifications',
  fields: { companyId: 'string', type: 'string', level: 'string', createdAt: 'date', dismissed: 'boolean' },
  indexes: [{ fields: ['companyId', { field: 'createdAt', order: 'desc' }] }],
});
