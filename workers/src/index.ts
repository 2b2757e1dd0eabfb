export { startWorkers, type StartWorkersDeps, type RunningWorkers } from './start-workers';
export {
  defaultWorkersConfig,
  workersEnvSchema,
  workersProcessEnvSchema,
  workersConfigFromEnv,
  type WorkersConfig,
  type SensorLimit,
} from './config';
export {
  QUEUE_NAMES,
  EXPIRY_SCAN_SCHEDULER_ID,
  CHECK_MISSING_SCHEDULER_ID,
  DRIVER_REMINDER_SCHEDULER_ID,
  MONTHLY_REPORTS_SCHEDULER_ID,
  WEEKLY_REPORTS_SCHEDULER_ID,
  type EventJob,
  type MailJob,
} from './queues';
export type { FleetDirectory } from './fleet/fleet-directory';
export { createReadModelFleetDirectory } from './fleet/read-model-directory';
export { notificationIdFor } from './notifications/notification-id';
