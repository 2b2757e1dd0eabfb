import { notificationCatalogue, type EventOf, type NotificationEvent, type NotificationRaised } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, type Decider } from '../shared/decider';
import { notFound } from '../shared/domain-error';

interface Raised {
  notificationId: string;
  companyId: string;
  /** Read is per user: each manager's unread badge is their own. */
  readBy: readonly string[];
}

export type NotificationState = { status: 'None' } | ({ status: 'Open' } & Raised) | ({ status: 'Dismissed' } & Raised);

export type NotificationDraft = Omit<EventOf<typeof NotificationRaised>['data'], 'raisedAt'>;

/**
 * Workers raise notifications; people only read and dismiss them, from inside the notification's company.
 * All are idempotent: raising what is raised (a redelivered job), reading what one already read, or
 * dismissing what is dismissed appends nothing.
 */
export type NotificationCommand =
  | { type: 'RaiseNotification'; data: { draft: NotificationDraft; at: string } }
  | { type: 'ReadNotification'; data: { actingCompanyId: string; userId: string; at: string } }
  | { type: 'DismissNotification'; data: { actingCompanyId: string; userId: string; at: string } };

/** A notification of another company answers as not found, so its existence does not leak. */
function raisedIn(state: NotificationState, actingCompanyId: string): Exclude<NotificationState, { status: 'None' }> {
  if (state.status === 'None' || state.companyId !== actingCompanyId) throw notFound();
  return state;
}

export function decide(command: NotificationCommand, state: NotificationState): NotificationEvent[] {
  switch (command.type) {
    case 'RaiseNotification':
      if (state.status !== 'None') return [];
      return [{ type: 'NotificationRaised', data: { ...command.data.draft, raisedAt: command.data.at } }];
    case 'ReadNotification': {
      const notification = raisedIn(state, command.data.actingCompanyId);
      if (notification.readBy.includes(command.data.userId)) return [];
      const { notificationId, companyId } = notification;
      return [{ type: 'NotificationRead', data: { notificationId, companyId, userId: command.data.userId, readAt: command.data.at } }];
    }
    case 'DismissNotification': {
      const notification = raisedIn(state, command.data.actingCompanyId);
      if (notification.status === 'Dismissed') return [];
      const { notificationId, companyId } = notification;
      return [
        { type: 'NotificationDismissed', data: { notificationId, companyId, userId: command.data.userId, dismissedAt: command.data.at } },
      ];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: NotificationState, event: NotificationEvent): NotificationState {
  switch (event.type) {
    case 'NotificationRaised':
      // Raised once per stream (expected revision 'no_stream'); a second one could only be a replayed copy.
      if (state.status !== 'None') return state;
      return { status: 'Open', notificationId: event.data.notificationId, companyId: event.data.companyId, readBy: [] };
    case 'NotificationRead':
      if (state.status === 'None' || state.readBy.includes(event.data.userId)) return state;
      return { ...state, readBy: [...state.readBy, event.data.userId] };
    case 'NotificationDismissed':
      if (state.status === 'None') return state;
      return { ...state, status: 'Dismissed' };
    default:
      return assertNever(event);
  }
}

export const notificationDecider: Decider<NotificationCommand, NotificationEvent, NotificationState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};
export const notificationAggregate: Aggregate<NotificationCommand, NotificationEvent, NotificationState> = {
  decider: notificationDecider,
  codec: notificationCatalogue,
};
