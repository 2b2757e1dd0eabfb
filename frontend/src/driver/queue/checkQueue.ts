import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { CheckLocation, CheckTiming, LocationMissingReason } from '../../machines/driver-check/checkDraft';

/**
 * A check kept on the phone until the server has it (issue 34 item 3): everything the driver stated, both photos
 * as Blobs, the phone's time, and the photo ids once uploaded (so a retry does not upload them again). The
 * client-generated id makes sending it twice harmless.
 */
export interface QueuedCheck {
  readonly id: string;
  readonly timing: CheckTiming;
  readonly vehicle: string | null;
  readonly noVehicleReason: string | null;
  readonly detector: string;
  readonly result: number;
  readonly location: CheckLocation | null;
  readonly locationMissingReason: LocationMissingReason | null;
  readonly phoneTime: string;
  readonly displayPhoto: Blob;
  readonly facePhoto: Blob;
  readonly uploaded: { readonly displayPhoto?: string; readonly facePhoto?: string };
  /** Taken without a network: the server marks the record as offline. */
  readonly offline: boolean;
  /** The server refused it (a message key): kept and shown, never dropped silently. */
  readonly refused?: string;
}

let store: UseStore | undefined;
const queueStore = () => (store ??= createStore('fleetcheck-driver-app', 'check-queue'));

export const queueCheck = (check: QueuedCheck) => set(check.id, check, queueStore());
export const updateQueuedCheck = (check: QueuedCheck) => set(check.id, check, queueStore());
export const removeQueuedCheck = (id: string) => del(id, queueStore());
export const queuedCheck = (id: string) => get<QueuedCheck>(id, queueStore());

/** Oldest first (by the phone's time), so the server receives them in the order they were taken. */
export async function queuedChecks(): Promise<QueuedCheck[]> {
  const all = await entries<string, QueuedCheck>(queueStore());
  return all.map(([, check]) => check).sort((a, b) => a.phoneTime.localeCompare(b.phoneTime));
}
