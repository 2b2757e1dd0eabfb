import type { EventStore, JobQueue, Logger, Mailer } from '@fleetcheck/platform';
import type { WorkersConfig } from './config';
import type { FleetDirectory } from './fleet/fleet-directory';
import type { MailJob } from './queues';

export interface Clock {
  now(): Date;
}

/** What the processors share. */
export interface ProcessorDeps {
  store: EventStore;
  directory: FleetDirectory;
  config: WorkersConfig;
  clock: Clock;
  mailQueue: JobQueue<MailJob>;
  mailer: Mailer;
  logger?: Logger;
}
