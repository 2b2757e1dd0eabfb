/** The workers' queues, named once in contracts (where their words are); the APIs open them by name to list and retry failed jobs. */
export { JOB_QUEUE_NAMES } from '@fleetcheck/contracts';
