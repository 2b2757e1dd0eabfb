/**
 * What the processors need to know about a company's people, cars and detectors. Kept behind this small
 * interface so the source can move from the event store to read models without touching the processors.
 */
export interface ManagerRecipient {
  managerId: string;
  email: string;
  language: 'ja' | 'en';
}

export interface DriverSummary {
  driverId: string;
  companyId: string;
  lastName: string;
  firstName: string;
  /** Licence expiry 'YYYY-MM-DD'. */
  expirationDate: string | null;
}

export interface CarSummary {
  carId: string;
  companyId: string;
  model: string;
  number: string;
  inspection: string | null;
  insurance: string | null;
}

export interface DeviceUsage {
  /** Tests on the current sensor up to and including the given position. */
  testsOnSensor: number;
  /** Identifies the current sensor: the replacement that started it, or 'initial'. */
  sensorKey: string;
  /** First test on the current sensor (its life starts with use). */
  sensorStartedAt: Date | undefined;
  /** Last periodic check or sensor replacement; undefined when never checked. */
  lastCheckedAt: Date | undefined;
}

export interface FleetDirectory {
  managersOf(companyId: string): Promise<ManagerRecipient[]>;
  driver(driverId: string): Promise<DriverSummary | undefined>;
  car(carId: string): Promise<CarSummary | undefined>;
  /** Every live driver and car, for the expiry scan. */
  allDrivers(): Promise<DriverSummary[]>;
  allCars(): Promise<CarSummary[]>;
  /** Usage of the device as of the event at `upTo` (so a redelivered event sees the same count). */
  deviceUsage(deviceId: string, upTo: bigint): Promise<DeviceUsage>;
}
