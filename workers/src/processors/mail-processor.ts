import type { JobProcessor } from '@fleetcheck/platform';
import type { ProcessorDeps } from '../deps';
import type { MailJob } from '../queues';

/** Sends one mail; the job id doubles as the mail id (outbox key, SMTP Message-ID). Failures retry with backoff. */
export function createMailProcessor(deps: Pick<ProcessorDeps, 'mailer'>): JobProcessor<MailJob> {
  return async (job) => {
    await deps.mailer.send({ id: job.id, to: job.data.to, subject: job.data.subject, text: job.data.text, html: job.data.html });
  };
}
