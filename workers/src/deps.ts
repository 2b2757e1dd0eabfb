import type { EventStore, JobQueue, Logger, Mailer, SignalRelay } from '@fleetcheck/platform';
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
  /**
   * The API processes' relay (issue 35): a call the workers end is told to the managers' live queue and to the
   * call's sides as the API tells its own writes. Without it, they learn it when they reconnect.
   */
  relay?: SignalRelay;
}
