import { deviceRegistryCatalogue, deviceRegistryEvents } from '@fleetcheck/contracts';
import { registeredDeviceDecider, type RegisteredDeviceState } from './decider';

/** An event as the store keeps it (type, version, data), decoded and upcast here. */
export interface StoredDeviceRegistryEvent {
  type: string;
  schemaVersion: number;
  data: unknown;
}

/**
 * Every registered detector as its decider folds it, for the check every detector upload makes (which device
 * presents this secret, is it still registered?): kept in memory by the event subscription instead of a stream
 * read per upload.
 */
export class DeviceDirectory {
  private readonly states = new Map<string, RegisteredDeviceState>();

  apply(stored: StoredDeviceRegistryEvent): void {
    const event = deviceRegistryCatalogue.decode(stored.type, stored.schemaVersion, stored.data);
    const { deviceId } = event.data;
    this.states.set(deviceId, registeredDeviceDecider.evolve(this.stateOf(deviceId), event));
  }

  stateOf(deviceId: string): RegisteredDeviceState {
    return this.states.get(deviceId) ?? registeredDeviceDecider.initialState();
  }

  /** The directory as plain JSON data (a live fold's snapshot). */
  toSnapshot(): DeviceDirectorySnapshot {
    return { states: [...this.states] };
  }

  static fromSnapshot(snapshot: DeviceDirectorySnapshot): DeviceDirectory {
    const directory = new DeviceDirectory();
    for (const [deviceId, state] of snapshot.states) directory.states.set(deviceId, state);
    return directory;
  }
}

export interface DeviceDirectorySnapshot {
  states: [string, RegisteredDeviceState][];
}

/**
 * The directory as a live fold (platform's `liveFold` keeps one per event store, shared by both APIs in one
 * process; the process's own appends are waited for, so a deregistration or a rotated secret made here is
 * refused on the next upload). A device registered a moment ago elsewhere is unknown to a lagging view: a
 * refused check is asked again against what is newer (`holds`).
 */
export const deviceDirectoryFold = {
  name: 'device-directory',
  eventTypes: deviceRegistryEvents.map((event) => event.type),
  create: () => new DeviceDirectory(),
  apply: (view: DeviceDirectory, event: StoredDeviceRegistryEvent) => view.apply(event),
  /** Raise the version when the fold or the device state changes. */
  snapshot: {
    version: 1,
    save: (view: DeviceDirectory) => view.toSnapshot(),
    load: (state: unknown) => DeviceDirectory.fromSnapshot(state as DeviceDirectorySnapshot),
  },
};
