import type { AuditorInvited, EventOf, ManagerCreated, ManagerUpdated, PlatformAdminCreated } from '@fleetcheck/contracts';

/** A person who can act on a subscription or an invoice, named as the auditors' timeline names them. */
export interface HistoryPerson {
  role: 'admin' | 'manager' | 'auditor';
  name: string;
  /** A manager's or admin's name in parts, so a change of one part keeps the other. */
  lastName: string | null;
  firstName: string | null;
}

/** The events that name a person of the timeline. */
export const HISTORY_PEOPLE_EVENT_TYPES = ['PlatformAdminCreated', 'ManagerCreated', 'ManagerUpdated', 'AuditorInvited'] as const;

export type HistoryPeopleEvent =
  EventOf<typeof PlatformAdminCreated> | EventOf<typeof ManagerCreated> | EventOf<typeof ManagerUpdated> | EventOf<typeof AuditorInvited>;

/** Family name first, as the product writes Japanese names. */
const inParts = (role: 'admin' | 'manager', lastName: string, firstName: string): HistoryPerson => ({
  role,
  name: `${lastName} ${firstName}`.trim(),
  lastName,
  firstName,
});

/** The user an event of `HISTORY_PEOPLE_EVENT_TYPES` names. */
export function historyPersonId(event: HistoryPeopleEvent): string {
  switch (event.type) {
    case 'PlatformAdminCreated':
      return event.data.adminId;
    case 'ManagerCreated':
    case 'ManagerUpdated':
      return event.data.managerId;
    case 'AuditorInvited':
      return event.data.auditorId;
  }
}

/**
 * How the event names its person (`historyPersonId`), given how the timeline knew them before (`known`): the one
 * rule of the subscriptions projection (which stamps names on the web timeline) and of the audit CLI. Undefined
 * when the event changes no name.
 */
export function historyPersonNamed(event: HistoryPeopleEvent, known: HistoryPerson | undefined): HistoryPerson | undefined {
  switch (event.type) {
    case 'PlatformAdminCreated':
      return inParts('admin', event.data.lastName, event.data.firstName);
    case 'ManagerCreated':
      return inParts('manager', event.data.profile.lastName, event.data.profile.firstName);
    case 'ManagerUpdated': {
      const { lastName, firstName } = event.data.changes;
      if (lastName === undefined && firstName === undefined) return undefined;
      return inParts('manager', lastName ?? known?.lastName ?? '', firstName ?? known?.firstName ?? '');
    }
    case 'AuditorInvited':
      return { role: 'auditor', name: event.data.name, lastName: null, firstName: null };
  }
}
