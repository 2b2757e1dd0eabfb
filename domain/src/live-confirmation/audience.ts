import type { LiveQueueMessage } from '@fleetcheck/contracts';
import { assertNever } from '../shared/decider';
import { managerHearsOffice } from './queue';

/**
 * Which messages of the company's live queue one manager's stream passes on (issue 35 item 1): a call rings for
 * the managers who hear of its driver's office, and whoever heard it ring (or saw it in their snapshot) hears who
 * took it and that it ended; a referral, and its dismissal, go to the managers of its office. A code entered is the answer to the
 * manager who issued the code, whatever their office, so every stream passes it on (it names only the record).
 */
export class QueueAudience {
  private readonly calls = new Set<string>();

  constructor(private readonly managerOfficeId: string | null) {}

  hears(message: LiveQueueMessage): boolean {
    switch (message.type) {
      case 'snapshot':
        for (const call of message.calls) this.calls.add(call.callId);
        return true;
      case 'waiting': {
        const heard = managerHearsOffice(this.managerOfficeId, message.call.officeId);
        if (heard) this.calls.add(message.call.callId);
        return heard;
      }
      case 'taken':
        return this.calls.has(message.callId);
      case 'ended':
        return this.calls.delete(message.callId);
      case 'referred':
      case 'referral-dismissed':
        return managerHearsOffice(this.managerOfficeId, message.officeId);
      case 'code-entered':
        return true;
      default:
        return assertNever(message);
    }
  }
}
