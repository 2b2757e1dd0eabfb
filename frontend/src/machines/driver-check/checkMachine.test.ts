import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCheckMachine, type CheckMachineDeps, type CheckOutcome } from './checkMachine';
import { parseReading, type CheckDetails, type CheckDraft } from './checkDraft';

const details: CheckDetails = { timing: 'before_driving', vehicle: 'car-1', noVehicleReason: '', detector: 'det-1', reading: '0.000' };
const displayPhoto = new Blob(['display'], { type: 'image/jpeg' });
const facePhoto = new Blob(['face'], { type: 'image/jpeg' });

function start(overrides: Partial<CheckMachineDeps> = {}) {
  const sent: CheckDraft[] = [];
  const deps: CheckMachineDeps = {
    locate: () => Promise.resolve({ location: { latitude: 35.68, longitude: 139.76, accuracy: 12 } }),
    submit: (draft) => {
      sent.push(draft);
      return Promise.resolve<CheckOutcome>({ delivery: 'queued', failed: false });
    },
    ...overrides,
  };
  const actor = createActor(createCheckMachine(deps), { input: { details } }).start();
  return { actor, sent };
}

describe('the driver check machine', () => {
  it('goes through the details, both photos, the location and the review to the result, sending what was stated', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('displayPhoto')).toBe(true);
    actor.send({ type: 'PHOTO_TAKEN', photo: displayPhoto });
    expect(actor.getSnapshot().matches('facePhoto')).toBe(true);
    actor.send({ type: 'PHOTO_TAKEN', photo: facePhoto });
    actor.send({ type: 'SHARE_LOCATION' });
    await waitFor(actor, (snapshot) => snapshot.matches('review'));
    actor.send({ type: 'SEND' });
    await waitFor(actor, (snapshot) => snapshot.matches('result'));
    expect(sent).toEqual([
      {
        ...details,
        displayPhoto,
        facePhoto,
        location: { latitude: 35.68, longitude: 139.76, accuracy: 12 },
        locationMissingReason: null,
      },
    ]);
    expect(actor.getSnapshot().context.outcome).toEqual({ delivery: 'queued', failed: false });
  });

  it('stays on the details with the errors when the reading is out of range or no vehicle has no reason', () => {
    const { actor } = start();
    actor.send({ type: 'EDIT', details: { reading: '10.5', vehicle: null } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('details')).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({ reading: 'Errors.ReadingOutOfRange', noVehicleReason: 'Errors.Required' });
    actor.send({ type: 'EDIT', details: { reading: '0.15', noVehicleReason: 'Walked to the site' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('displayPhoto')).toBe(true);
  });

  it('records why the location is missing: declined by the driver, or the reason the phone gave', async () => {
    const declined = start();
    declined.actor.send({ type: 'NEXT' });
    declined.actor.send({ type: 'PHOTO_TAKEN', photo: displayPhoto });
    declined.actor.send({ type: 'PHOTO_TAKEN', photo: facePhoto });
    declined.actor.send({ type: 'DECLINE_LOCATION' });
    expect(declined.actor.getSnapshot().matches('review')).toBe(true);
    expect(declined.actor.getSnapshot().context.locationMissingReason).toBe('denied');

    const timedOut = start({ locate: () => Promise.resolve({ missing: 'timeout' }) });
    timedOut.actor.send({ type: 'NEXT' });
    timedOut.actor.send({ type: 'PHOTO_TAKEN', photo: displayPhoto });
    timedOut.actor.send({ type: 'PHOTO_TAKEN', photo: facePhoto });
    timedOut.actor.send({ type: 'SHARE_LOCATION' });
    await waitFor(timedOut.actor, (snapshot) => snapshot.matches('review'));
    expect(timedOut.actor.getSnapshot().context).toMatchObject({ location: null, locationMissingReason: 'timeout' });
  });

  it('goes back to the review with the server key when the send is refused, and cannot send from the details', async () => {
    const { actor } = start({ submit: () => Promise.reject(Object.assign(new Error('refused'), { key: 'Errors.Invalid' })) });
    expect(actor.getSnapshot().can({ type: 'SEND' })).toBe(false);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PHOTO_TAKEN', photo: displayPhoto });
    actor.send({ type: 'PHOTO_TAKEN', photo: facePhoto });
    actor.send({ type: 'DECLINE_LOCATION' });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (snapshot) => snapshot.matches('review') && snapshot.context.sendError !== null);
    expect(actor.getSnapshot().context.sendError).toBe('Errors.Invalid');
  });
});

describe('parseReading', () => {
  it('reads mg/l with up to 3 decimals from 0 to 10, a comma as the decimal point too', () => {
    expect(parseReading('0')).toBe(0);
    expect(parseReading('0,125')).toBe(0.125);
    expect(parseReading('10')).toBe(10);
    expect(parseReading('10.001')).toBeUndefined();
    expect(parseReading('0.1234')).toBeUndefined();
    expect(parseReading('-1')).toBeUndefined();
    expect(parseReading('abc')).toBeUndefined();
  });
});
