import {
  notificationCatalogue,
  testResultCatalogue,
  type EventOf,
  type LiveQueueCall,
  type LiveQueueReferral,
  type PositiveResultReferred,
} from '@fleetcheck/contracts';

/**
 * Whether a manager hears of a driver's call or referral in the live queue (issue 35 item 1: drivers appear "for
 * the managers of their office"). A manager with no office of their own looks after the whole company and hears
 * of every driver; a driver with no office belongs to no office's managers, so every manager hears of them (else
 * a company whose managers all have an office would never see them).
 */
export const managerHearsOffice = (managerOfficeId: string | null, officeId: string | null): boolean =>
  managerOfficeId === null || officeId === null || managerOfficeId === officeId;

/** The referral as the live queue shows it. */
export const queuedReferralOf = (referred: EventOf<typeof PositiveResultReferred>['data']): LiveQueueReferral => {
  const { testResultId, driverId, resultMgL, assistant, referredAt, officeId } = referred;
  return { testResultId, driverId, resultMgL, assistant, referredAt, officeId };
};

/** The notification a referral raises: the queue keeps the referral until this alert is dismissed. */
const REFERRAL_NOTIFICATION = 'POSITIVE_CONFIRMED_BY_ASSISTANT';

interface CompanyQueue {
  calls: Map<string, LiveQueueCall>;
  /** Open referrals by record. */
  referrals: Map<string, LiveQueueReferral>;
}

/**
 * The managers' live queue (issue 35): every call still open, per company: waiting for a manager, or taken
 * (by whom); and every positive result a 補助者 confirmed whose dashboard alert nobody has dismissed. Folded from
 * the call and referral events of every record stream and the referral alerts' events, kept current in each API
 * process (platform's liveFold), so a manager who connects, or reconnects, sees the queue as it is.
 */
export class LiveQueue {
  private readonly byCompany = new Map<string, CompanyQueue>();
  /** The referral alerts raised: notification id to its company and record. */
  private readonly referralAlerts = new Map<string, { companyId: string; testResultId: string }>();

  /** What a manager of `managerOfficeId` (null: the whole company) is shown: open calls oldest first, then referrals. */
  snapshotFor(companyId: string, managerOfficeId: string | null): { calls: LiveQueueCall[]; referrals: LiveQueueReferral[] } {
    const company = this.byCompany.get(companyId);
    const heard = <T extends { officeId: string | null }>(items: Iterable<T> | undefined) =>
      [...(items ?? [])].filter((item) => managerHearsOffice(managerOfficeId, item.officeId));
    return {
      calls: heard(company?.calls.values()).sort((a, b) => a.requestedAt.localeCompare(b.requestedAt)),
      referrals: heard(company?.referrals.values()).sort((a, b) => a.referredAt.localeCompare(b.referredAt)),
    };
  }

  /** The referral still open whose dashboard alert is `notificationId`, with its company (undefined: none such). */
  referralOfAlert(notificationId: string): { companyId: string; referral: LiveQueueReferral } | undefined {
    const alert = this.referralAlerts.get(notificationId);
    const referral = alert && this.byCompany.get(alert.companyId)?.referrals.get(alert.testResultId);
    return alert && referral ? { companyId: alert.companyId, referral } : undefined;
  }

  private company(companyId: string): CompanyQueue {
    const existing = this.byCompany.get(companyId);
    if (existing) return existing;
    const created: CompanyQueue = { calls: new Map(), referrals: new Map() };
    this.byCompany.set(companyId, created);
    return created;
  }

  apply(stored: { type: string; schemaVersion: number; data: unknown }): void {
    if (stored.type === 'NotificationRaised' || stored.type === 'NotificationDismissed') {
      this.applyAlert(stored);
      return;
    }
    const event = testResultCatalogue.decode(stored.type, stored.schemaVersion, stored.data);
    const { calls, referrals } = this.company(event.data.companyId);
    switch (event.type) {
      case 'LiveCallRequested': {
        const { callId, testResultId, driver, officeId, requestedAt } = event.data;
        calls.set(callId, { callId, testResultId, driver, officeId, requestedAt, status: 'waiting', manager: null });
        return;
      }
      case 'LiveCallAnswered': {
        const call = calls.get(event.data.callId);
        if (call) calls.set(call.callId, { ...call, status: 'taken', manager: event.data.manager });
        return;
      }
      case 'LiveCallEnded':
        calls.delete(event.data.callId);
        return;
      case 'PositiveResultReferred':
        referrals.set(event.data.testResultId, queuedReferralOf(event.data));
        return;
      default:
        return;
    }
  }

  private applyAlert(stored: { type: string; schemaVersion: number; data: unknown }): void {
    const event = notificationCatalogue.decode(stored.type, stored.schemaVersion, stored.data);
    if (event.type === 'NotificationRaised') {
      const { notificationId, companyId, type, testResultId } = event.data;
      if (type === REFERRAL_NOTIFICATION && testResultId) this.referralAlerts.set(notificationId, { companyId, testResultId });
      return;
    }
    if (event.type !== 'NotificationDismissed') return;
    const alert = this.referralAlerts.get(event.data.notificationId);
    if (alert) this.byCompany.get(alert.companyId)?.referrals.delete(alert.testResultId);
  }
}

export const LIVE_QUEUE_EVENT_TYPES = [
  'LiveCallRequested',
  'LiveCallAnswered',
  'LiveCallEnded',
  'PositiveResultReferred',
  'NotificationRaised',
  'NotificationDismissed',
] as const;

export const liveQueueFold = {
  name: 'live-queue',
  eventTypes: LIVE_QUEUE_EVENT_TYPES,
  create: () => new LiveQueue(),
  apply: (queue: LiveQueue, event: { type: string; schemaVersion: number; data: unknown }) => queue.apply(event),
};
