import {
  DetectorMaintained,
  TestResultRecorded,
  detectorMaintenanceCatalogue,
  testResultCatalogue,
  type DetectorMaintenanceEvent,
} from '@fleetcheck/contracts';
import { startsNewSensor } from '@fleetcheck/domain/detector-maintenance/sensor-usage';
import { applyMaintenance, noUpkeep } from '@fleetcheck/domain/detector-maintenance/upkeep';
import type { EventStore } from '@fleetcheck/platform';
import type { DeviceUsage } from './fleet-directory';

const PAGE = 1000;

interface DeviceHistory {
  /** Positions and test times of the device's tests, in log order. */
  testPositions: bigint[];
  testTimes: number[];
  maintenance: { position: bigint; eventId: string; data: DetectorMaintenanceEvent['data'] }[];
}

/** Index of the last element `<= position` in an ascending array, or -1. */
function lastAtOrBefore(positions: readonly bigint[], position: bigint): number {
  let low = 0;
  let high = positions.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (positions[mid]! <= position) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/**
 * Every device's test and maintenance history, read from the log once and then only forwards. A job asks
 * for usage "as of" its event's position, so the answer is the same however jobs are ordered or retried;
 * each answer costs a binary search instead of a scan of all tests. Memory is two numbers per test.
 */
export class DeviceUsageIndex {
  private readUpTo: bigint | undefined;
  private readonly devices = new Map<string, DeviceHistory>();
  private catchingUp: Promise<void> = Promise.resolve();

  constructor(private readonly store: EventStore) {}

  async usageAt(deviceId: string, position: bigint): Promise<DeviceUsage> {
    if (this.readUpTo === undefined || this.readUpTo < position) {
      // One reader at a time: concurrent jobs wait for the same catch-up instead of each reading.
      this.catchingUp = this.catchingUp.catch(() => undefined).then(() => this.catchUp(position));
      await this.catchingUp;
    }
    const history = this.devices.get(deviceId);
    const usage: DeviceUsage = { testsOnSensor: 0, sensorKey: 'initial', sensorStartedAt: undefined, lastCheckedAt: undefined };
    if (!history) return usage;
    let replacedAt: bigint | undefined;
    let upkeep = noUpkeep;
    for (const entry of history.maintenance) {
      if (entry.position > position) break;
      upkeep = applyMaintenance(upkeep, entry.data);
      if (startsNewSensor(entry.data)) {
        usage.sensorKey = entry.eventId;
        replacedAt = entry.position;
      }
    }
    // The periodic check the model's interval asks for: a calibration, or a new (calibrated) sensor.
    if (upkeep.lastCalibratedAt) usage.lastCheckedAt = new Date(upkeep.lastCalibratedAt);
    const last = lastAtOrBefore(history.testPositions, position);
    const first = replacedAt === undefined ? 0 : lastAtOrBefore(history.testPositions, replacedAt) + 1;
    usage.testsOnSensor = Math.max(0, last - first + 1);
    if (usage.testsOnSensor > 0) usage.sensorStartedAt = new Date(history.testTimes[first]!);
    return usage;
  }

  /** The device's last test at or before `position`. */
  async lastTestAt(deviceId: string, position: bigint): Promise<Date | undefined> {
    await this.usageAt(deviceId, position);
    const history = this.devices.get(deviceId);
    const last = history ? lastAtOrBefore(history.testPositions, position) : -1;
    return last >= 0 ? new Date(history!.testTimes[last]!) : undefined;
  }

  private async catchUp(position: bigint): Promise<void> {
    while (this.readUpTo === undefined || this.readUpTo < position) {
      const page = await this.store.readAll({
        after: this.readUpTo,
        maxCount: PAGE,
        filter: { eventTypes: [TestResultRecorded.type, DetectorMaintained.type] },
      });
      for (const recorded of page) {
        if (recorded.type === DetectorMaintained.type) {
          const event = detectorMaintenanceCatalogue.decode(recorded.type, recorded.schemaVersion, recorded.data);
          this.history(event.data.deviceId).maintenance.push({ position: recorded.position, eventId: recorded.id, data: event.data });
        } else {
          const event = testResultCatalogue.decode(recorded.type, recorded.schemaVersion, recorded.data);
          if (event.type === 'TestResultRecorded' && event.data.device) {
            const history = this.history(event.data.device.deviceId);
            history.testPositions.push(recorded.position);
            history.testTimes.push(Date.parse(event.data.testedAt));
          }
        }
        this.readUpTo = recorded.position;
      }
      if (page.length < PAGE) {
        // Nothing more of these types up to the head: the position asked for is covered.
        if (this.readUpTo === undefined || this.readUpTo < position) this.readUpTo = position;
        return;
      }
    }
  }

  private history(deviceId: string): DeviceHistory {
    let history = this.devices.get(deviceId);
    if (!history) {
      history = { testPositions: [], testTimes: [], maintenance: [] };
      this.devices.set(deviceId, history);
    }
    return history;
  }
}
