import type { ConfirmerRole, ReportMails, SubscriptionSnapshot } from '@fleetcheck/contracts';
import type { RosterEntry } from '@fleetcheck/domain/driver/roster';
import type { SensorUse } from '@fleetcheck/domain/detector-maintenance/sensor-life';
import type { Upkeep } from '@fleetcheck/domain/detector-maintenance/upkeep';
import type { LiveCallDocument } from '@fleetcheck/contracts';
import type { BoardDriver, ClosedDayCheck, DayCheck } from '@fleetcheck/domain/test-result/check-board';

/**
 * What the processors need to know about a company's people, cars and detectors (read-model-directory.ts
 * answers it from the read models and the deciders' folds); tests can hand the processors their own.
 */
export interface ManagerRecipient {
  managerId: string;
  email: string;
  language: 'ja' | 'en';
  /** The office the manager looks after; null for one who looks after the whole company. */
  officeId: string | null;
  /** 安全運転管理者 or 補助者 (absent: a 安全運転管理者). */
  confirmerRole?: ConfirmerRole | undefined;
}

/** Platform staff, who look after the detectors the platform rents out. */
export interface AdminRecipient {
  adminId: string;
  email: string;
}

export interface DriverSummary {
  driverId: string;
  companyId: string;
  lastName: string;
  firstName: string;
  /** Licence expiry 'YYYY-MM-DD'. */
  expirationDate: string | null;
  /** '' when the driver has none (then nobody mails them). */
  email: string;
  officeId: string | null;
}

export interface CarSummary {
  carId: string;
  companyId: string;
  model: string;
  number: string;
  inspection: string | null;
  insurance: string | null;
}

/** How far a detector's current sensor has come, its tests counted up to and including a given position. */
export type DeviceUsage = SensorUse;

export interface DetectorUsage extends DeviceUsage {
  lastTestAt: Date | undefined;
}

/** A detector of a company: one it rents from the platform (its tests come from it) or one on its own list. */
export interface DetectorSummary {
  deviceId: string;
  companyId: string;
  serialNo: string;
  /** The model number (contracts' DETECTOR_MODELS): its sensor limits. */
  model: number;
  rented: boolean;
  /** When the company got it (registered to or assigned to it, or listed). */
  inServiceSince: string;
}

/** A company's subscription as the subscriptions read model shows it (the decider's snapshot). */
export interface SubscriptionSummary {
  companyId: string;
  snapshot: SubscriptionSnapshot;
}

/** What the check board of one company on one business day is made of (domain/test-result/check-board). */
export interface CompanyDay {
  companyId: string;
  /** Drivers registered by the day's end and not deleted. */
  drivers: BoardDriver[];
  /** With their source and live confirmation: a driver-app check counts only once confirmed live by the cut-off. */
  checks: ClosedDayCheck[];
  /** Drivers marked off duty that day. */
  offDuty: Set<string>;
  /** The drivers who have a mail address (the reminder mail goes to them only). */
  reachable: Set<string>;
}

/** An office's name and its day ('HH:mm' Japan time; null: the defaults), for the driver reminder. */
export interface OfficeDay {
  companyId: string;
  name: string;
  startTime: string | null;
  cutoff: string | null;
}

/** A manager as the scheduled reports see them: with their company and their choice of report mails. */
export interface ReportRecipient extends ManagerRecipient {
  companyId: string;
  reportMails: ReportMails;
}

/** A company's records of a period, as the weekly summary reads them. */
export interface PeriodRecord extends DayCheck {
  date: string;
  /** 'H:mm', Japan time. */
  time: string;
  officeId: string | null;
  lastName: string;
  firstName: string;
}

/** What the weekly summary of a company is made of (domain/test-result/missed-checks). */
export interface CompanyPeriod {
  roster: RosterEntry[];
  records: PeriodRecord[];
  daysOff: { driverId: string; date: string }[];
}

export interface FleetDirectory {
  managersOf(companyId: string): Promise<ManagerRecipient[]>;
  platformAdmins(): Promise<AdminRecipient[]>;
  /** The name of the company a registered detector is rented to now, if it is rented to `companyId`. */
  rentedTo(deviceId: string, companyId: string): Promise<string | undefined>;
  driver(driverId: string): Promise<DriverSummary | undefined>;
  /**
   * The office the driver belonged to at `instant`, from the roster read model (which keeps each driver's offices over
   * time, and deleted drivers); null for a driver with no office then, or one the roster does not know.
   */
  driverOfficeAt(driverId: string, instant: string): Promise<string | null>;
  car(carId: string): Promise<CarSummary | undefined>;
  /** Every live driver and car, for the expiry scan. */
  allDrivers(): Promise<DriverSummary[]>;
  allCars(): Promise<CarSummary[]>;
  /** Every company with drivers, and their checks of the business day `day`, for the daily missed-check job. */
  companyDays(day: string): Promise<CompanyDay[]>;
  /** The live calls still ringing that were requested at or before `requestedBy` (the live_calls read model). */
  ringingCalls(requestedBy: string): Promise<LiveCallDocument[]>;
  /** Every office's own cut-off ('HH:mm' Japan time; null: the workers' CHECK_CUTOFF), by office id. */
  officeCutoffs(): Promise<Map<string, string | null>>;
  /** Every office's name, start time and cut-off, by office id (the driver reminder, issue 34 item 5). */
  officeDays(): Promise<Map<string, OfficeDay>>;
  /** Every detector a company has now, for the daily detector scan. */
  allDetectors(): Promise<DetectorSummary[]>;
  /** Where a detector stands: the fold of its maintenance log. */
  detectorUpkeep(deviceId: string): Promise<Upkeep>;
  /** How far the detector's current sensor has come, and its last test, as the device usage read model has it now. */
  detectorUsage(deviceId: string): Promise<DetectorUsage>;
  /** Every manager with an address, for the scheduled reports (issue 37 item 3). */
  reportRecipients(): Promise<ReportRecipient[]>;
  /** A company's name and its offices' names (by id), for the reports' words. */
  companyNames(companyId: string): Promise<{ name: string; offices: Map<string, string> }>;
  /** A company's roster, records and days off between two Japan days (both included). */
  companyPeriod(companyId: string, from: string, to: string): Promise<CompanyPeriod>;
  /** Every company's subscription, for the daily recurring-billing scan. */
  allSubscriptions(): Promise<SubscriptionSummary[]>;
  /**
   * Usage of the test's device as of that test (recorded at `position`), once the device usage read model has
   * applied it: a redelivered test sees the same count.
   */
  usageAtTest(testResultId: string, position: bigint): Promise<DeviceUsage>;
}
