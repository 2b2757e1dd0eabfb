import { ApiError } from '../../api/apiError';
import { isNetworkError } from '../api/driverApi';
import { postDriverCheck, uploadDriverPhoto } from '../api/driverAppApi';
import { queuedCheck, queuedChecks, removeQueuedCheck, updateQueuedCheck, type QueuedCheck } from './checkQueue';
import { announceQueueChanged } from './queueEvents';

export type SendAnswer =
  { readonly sent: true; readonly failed: boolean; readonly recordId: string } | { readonly sent: false; readonly refused?: string };

/**
 * Sends one queued check: its photos first (each id kept as soon as it is known), then the check. The network
 * missing leaves it queued; a refusal by the server (a 4xx with a key) is kept on it, shown to the driver.
 */
export async function sendQueuedCheck(id: string): Promise<SendAnswer> {
  let check = await queuedCheck(id);
  if (!check) return { sent: false };
  try {
    if (!check.uploaded.displayPhoto) check = await keepUpload(check, 'displayPhoto');
    if (!check.uploaded.facePhoto) check = await keepUpload(check, 'facePhoto');
    const answer = await postDriverCheck({
      id: check.id,
      timing: check.timing,
      vehicle: check.vehicle,
      noVehicleReason: check.noVehicleReason,
      detector: check.detector,
      result: check.result,
      displayPhoto: check.uploaded.displayPhoto!,
      facePhoto: check.uploaded.facePhoto!,
      location: check.location,
      locationMissingReason: check.locationMissingReason,
      phoneTime: check.phoneTime,
      offline: check.offline,
    });
    await removeQueuedCheck(check.id);
    announceQueueChanged();
    return { sent: true, failed: answer.failed, recordId: answer.id };
  } catch (error) {
    // No network, a server not ready, or a session to renew (sign in again): the check waits, unchanged.
    if (isNetworkError(error) || (error instanceof ApiError && (error.status >= 500 || error.status === 401))) return { sent: false };
    const refused = error instanceof ApiError ? (error.key ?? 'Errors.Invalid') : 'Modals.Error';
    await updateQueuedCheck({ ...check, refused });
    announceQueueChanged();
    return { sent: false, refused };
  }
}

async function keepUpload(check: QueuedCheck, which: 'displayPhoto' | 'facePhoto'): Promise<QueuedCheck> {
  const stored = await uploadDriverPhoto(check[which]);
  const next = { ...check, uploaded: { ...check.uploaded, [which]: stored.photo } };
  await updateQueuedCheck(next);
  return next;
}

let running: Promise<void> | undefined;

/** Sends every queued check not refused, oldest first; stops at the first that the network keeps. One run at a time. */
export function sendAllQueued(): Promise<void> {
  running ??= (async () => {
    try {
      for (const check of await queuedChecks()) {
        if (check.refused) continue;
        const answer = await sendQueuedCheck(check.id);
        if (!answer.sent && !answer.refused) break;
      }
    } finally {
      running = undefined;
    }
  })();
  return running;
}
