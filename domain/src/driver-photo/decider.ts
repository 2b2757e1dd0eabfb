import { driverPhotoCatalogue, type CheckPhoto, type CheckPhotoKind, type DriverPhotoEvent } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import type { Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';

type DriverPhoto = Extract<DriverPhotoEvent, { type: 'DriverPhotoTaken' }>['data'];

/** A photo the driver's phone sent: none yet, or taken by one driver of one company. */
export type DriverPhotoState = { status: 'None' } | { status: 'Taken'; photo: DriverPhoto };

export type DriverPhotoCommand = { type: 'TakeDriverPhoto'; data: DriverPhoto };

export function decide(command: DriverPhotoCommand, state: DriverPhotoState): DriverPhotoEvent[] {
  // A photo id is the server's: the same one twice is a retry, and the first stands.
  if (state.status === 'Taken') return [];
  return [{ type: 'DriverPhotoTaken', data: command.data }];
}

export function evolve(_state: DriverPhotoState, event: DriverPhotoEvent): DriverPhotoState {
  return { status: 'Taken', photo: event.data };
}

export const driverPhotoDecider: Decider<DriverPhotoCommand, DriverPhotoEvent, DriverPhotoState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};
export const driverPhotoAggregate: Aggregate<DriverPhotoCommand, DriverPhotoEvent, DriverPhotoState> = {
  decider: driverPhotoDecider,
  codec: driverPhotoCatalogue,
};

/** The body field that names each photo of a check. */
const PHOTO_FIELDS: Record<CheckPhotoKind, string> = { display: 'displayPhoto', face: 'facePhoto' };

/**
 * The photos a driver's check names, as the record keeps them: each must be one this driver of this company sent
 * (anything else, unknown or another's, is a 400 on its field, never telling whose it is), and two different ones.
 */
export function checkPhotos(
  owner: { companyId: string; driverId: string },
  named: Record<CheckPhotoKind, { photoId: string; state: DriverPhotoState }>,
): CheckPhoto[] {
  const fields: { path: string; key: string }[] = [];
  const photos: CheckPhoto[] = [];
  for (const kind of Object.keys(PHOTO_FIELDS) as CheckPhotoKind[]) {
    const { photoId, state } = named[kind];
    if (state.status !== 'Taken' || state.photo.companyId !== owner.companyId || state.photo.driverId !== owner.driverId) {
      fields.push({ path: PHOTO_FIELDS[kind], key: 'Errors.NotFound' });
      continue;
    }
    photos.push({ kind, photoId, sha256: state.photo.sha256, displaySha256: state.photo.displaySha256 });
  }
  if (!fields.length && named.display.photoId === named.face.photoId) fields.push({ path: 'facePhoto', key: 'Errors.Invalid' });
  if (fields.length) throw new DomainError('Errors.Invalid', fields);
  return photos;
}
