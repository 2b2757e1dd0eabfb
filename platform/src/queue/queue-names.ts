/** The workers' queues. The APIs open them by name to list and retry failed jobs (operations screen). */
export const JOB_QUEUE_NAMES = {
  /** One job per dispatched event; job id = event id. */
  events: 'fleetcheck-events',
  mail: 'fleetcheck-mail',
  scheduled: 'fleetcheck-scheduled',
  /** One job per company renewal charge (job id = company + term). */
  billing: 'fleetcheck-billing',
  /** One job per scheduled report mail (job id = kind + company + office + period + manager, issue 37 item 3). */
  reports: 'fleetcheck-reports',
} as const;
