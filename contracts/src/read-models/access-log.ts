import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';

/**
 * The access log of auditors and admins (issue 22 item 4), part one: every session an admin opened on a
 * company's behalf (`_id` is the session id). It ends when it is revoked or when the admin session it was
 * opened from ends (logout); until then it lasts at most to `expiresAt`, moved on by each refresh.
 */
export interface OnBehalfSessionDocument extends ReadDocument {
  companyId: string;
  adminId: string;
  /** The admin session it was opened from (null for sessions recorded before that was kept). */
  openedFromSessionId: string | null;
  startedAt: string;
  expiresAt: string;
  endedAt: string | null;
}

export const onBehalfSessionsCollection = defineCollection<OnBehalfSessionDocument>({
  name: 'access_log_sessions',
  fields: { companyId: 'string', adminId: 'string', openedFromSessionId: 'string', startedAt: 'string' },
  indexes: [{ fields: ['companyId', 'startedAt'] }, { fields: ['openedFromSessionId'] }],
});

/**
 * Part two: every change an admin made, on the admin pages (to a company, its subscription, its invoices or a
 * detector) or inside a company on its behalf (anything); `_id` is the event id.
 */
export interface AdminChangeDocument extends ReadDocument {
  /** The company changed; null for a detector of the platform registry not given to a company. */
  companyId: string | null;
  adminId: string;
  /** Made inside the company on its behalf (through an on-behalf session), not on the admin pages. */
  onBehalf: boolean;
  at: string;
  eventType: string;
  streamName: string;
  position: number;
}

export const adminChangesCollection = defineCollection<AdminChangeDocument>({
  name: 'access_log_admin_changes',
  fields: { companyId: 'string', adminId: 'string', onBehalf: 'boolean', at: 'string', position: 'number' },
  indexes: [{ fields: ['companyId', 'at'] }, { fields: ['at'] }],
});
