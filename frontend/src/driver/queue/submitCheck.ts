import { isFailedTest } from '@fleetcheck/domain/test-result/failed-test';
import { ApiError } from '../../api/apiError';
import { parseReading, type CheckDraft } from '../../machines/driver-check/checkDraft';
import type { CheckOutcome } from '../../machines/driver-check/checkMachine';
import { queueCheck, queuedCheck, removeQueuedCheck, updateQueuedCheck, type QueuedCheck } from './checkQueue';
import { announceQueueChanged } from './queueEvents';
import { sendQueuedCheck } from './sendQueued';

/** Any alcohol detected tells the driver not to drive while the server's answer is not known (offline). */
const OFFLINE_THRESHOLD_MG_L = 0;

/**
 * The check screen's send: the check is first kept on the phone (IndexedDB, photos as Blobs, the phone's time),
 * then sent if the network allows. Taken offline, it stays queued, marked offline, and is sent when the network
 * returns. A refusal by the server comes back to the screen (nothing is kept), so the driver can correct it.
 */
export async function submitCheck(id: string, draft: CheckDraft, now: () => Date = () => new Date()): Promise<CheckOutcome> {
  const result = parseReading(draft.reading);
  if (result === undefined) throw new ApiError(400, 'Errors.Invalid', undefined);
  const check: QueuedCheck = {
    id,
    timing: draft.timing,
    vehicle: draft.vehicle,
    noVehicleReason: draft.vehicle === null ? draft.noVehicleReason.trim() : null,
    detector: draft.detector,
    result,
    location: draft.location,
    locationMissingReason: draft.location ? null : draft.locationMissingReason,
    phoneTime: now().toISOString(),
    displayPhoto: draft.displayPhoto,
    facePhoto: draft.facePhoto,
    uploaded: {},
    offline: !navigator.onLine,
  };
  await queueCheck(check);
  announceQueueChanged();
  const answer = check.offline ? { sent: false as const } : await sendQueuedCheck(id);
  if (answer.sent) return { delivery: 'sent', failed: answer.failed, recordId: answer.recordId };
  if (answer.refused) {
    await removeQueuedCheck(id);
    announceQueueChanged();
    throw new ApiError(400, answer.refused, undefined);
  }
  // The network failed while sending: the check was taken without one.
  const kept = await queuedCheck(id);
  if (kept && !kept.offline) await updateQueuedCheck({ ...kept, offline: true });
  return { delivery: 'queued', failed: isFailedTest(result, OFFLINE_THRESHOLD_MG_L) };
}
