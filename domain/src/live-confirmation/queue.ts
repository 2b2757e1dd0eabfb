import { testResultCatalogue, type LiveQueueCall } from '@fleetcheck/contracts';

/**
 * The managers' live queue (issue 35): every call still open, per company: waiting for a manager, or taken
 * (by whom). Folded from the call events of every record stream and kept current in each API process
 * (platform's liveFold), so a manager who connects, or reconnects, sees the queue as it is.
 */
export class LiveQueue {
  private readonly byCompany = new Map<string, Map<string, LiveQueueCall>>();

  calls(companyId: string): LiveQueueCall[] {
    return [...(this.byCompany.get(companyId)?.values() ?? [])].sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
  }

  apply(stored: { type: string; schemaVersion: number; data: unknown }): void {
    const event = testResultCatalogue.decode(stored.type, stored.schemaVersion, stored.data);
    const company = this.byCompany.get(event.data.companyId) ?? new Map<string, LiveQueueCall>();
    this.byCompany.set(event.data.companyId, company);
    switch (event.type) {
      case 'LiveCallRequested': {
        const { callId, testResultId, driver, officeId, requestedAt } = event.data;
        company.set(callId, { callId, testResultId, driver, officeId, requestedAt, status: 'waiting', manager: null });
        return;
      }
      case 'LiveCallAnswered': {
        const call = company.get(event.data.callId);
        if (call) company.set(call.callId, { ...call, status: 'taken', manager: event.data.manager });
        return;
      }
      case 'LiveCallEnded':
        company.delete(event.data.callId);
        return;
      default:
        return;
    }
  }
}

export const LIVE_QUEUE_EVENT_TYPES = ['LiveCallRequested', 'LiveCallAnswered', 'LiveCallEnded'] as const;

export const liveQueueFold = {
  name: 'live-queue',
  eventTypes: LIVE_QUEUE_EVENT_TYPES,
  create: () => new LiveQueue(),
  apply: (queue: LiveQueue, event: { type: string; schemaVersion: number; data: unknown }) => queue.apply(event),
};
