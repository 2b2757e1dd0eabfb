import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EVENT_JOB_WORDS, JOB_QUEUE_WORDS, WORKER_JOB_WORDS, jobQueueWords, jobWords } from '@fleetcheck/contracts';
import { DISPATCHED_EVENT_TYPES } from '../src/processors/event-processor';
import * as queues from '../src/queues';

const source = fileURLToPath(new URL('../src', import.meta.url));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

/** The first argument (the job's name) of every `<queue>.add(` in the workers' source, as written. */
function addedJobNames(): { file: string; name: string }[] {
  const found: { file: string; name: string }[] = [];
  for (const file of sourceFiles(source)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\b(\w*[qQ]ueue|scheduled|events|reports|billing)\??\.add\(\s*([^,]+),/g))
      found.push({ file: file.slice(source.length + 1), name: match[2]!.trim() });
  }
  return found;
}

const exportedJobNames = new Map(Object.entries(queues).filter(([key]) => key.endsWith('_JOB')) as [string, string][]);

describe("the words of the workers' jobs on the operations page", () => {
  it('finds the places the workers queue jobs', () => {
    // The events queue (dispatcher), the mail queue (notification and reminder mails), the report, billing and
    // scheduled queues: a regex that found nothing would prove nothing below.
    const files = new Set(addedJobNames().map((added) => added.file));
    for (const file of [
      'subscriptions/dispatcher.ts',
      'processors/notification-mail.ts',
      'processors/driver-reminder-mail.ts',
      'processors/scheduled-processor.ts',
      'processors/event-processor.ts',
      'start-workers.ts',
    ])
      expect(files).toContain(file);
  });

  it('has words in Japanese and English for every job name the workers queue', () => {
    for (const { file, name } of addedJobNames()) {
      // A job named by its event: every dispatched event type has words (next test).
      if (name === 'event.type') continue;
      // Names are constants taken from contracts' WORKER_JOB_NAMES, never literals written at the call.
      // (In `kind === 'monthly' ? A_JOB : B_JOB` the names are the branches.)
      const named = name.includes('?') ? name.slice(name.indexOf('?') + 1) : name;
      expect(named, `${file}: a job name written as a literal`).not.toMatch(/['"`]/);
      const constants = named.match(/\b[A-Z][A-Z_]*_JOB\b/g) ?? [];
      expect(constants.length, `${file}: ${name}`).toBeGreaterThan(0);
      for (const constant of constants) {
        const jobName = exportedJobNames.get(constant);
        expect(jobName, `${file}: ${constant} is not a job name of queues.ts`).toBeDefined();
        expect(Object.keys(WORKER_JOB_WORDS), `${constant} = ${jobName} has no words`).toContain(jobName);
      }
    }
    for (const jobName of exportedJobNames.values()) expect(Object.keys(WORKER_JOB_WORDS)).toContain(jobName);
  });

  it('has words for exactly the event types the dispatcher queues', () => {
    expect(Object.keys(EVENT_JOB_WORDS).sort()).toEqual([...DISPATCHED_EVENT_TYPES].sort());
  });

  it('has words for every queue the workers open', () => {
    expect(Object.keys(JOB_QUEUE_WORDS).sort()).toEqual(Object.values(queues.QUEUE_NAMES).sort());
  });

  it('reads the charge of an unanswered invoice and its queue in words', () => {
    expect(jobWords(queues.INVOICE_CHARGE_JOB, 'ja')).toBe('請求書のカード決済（応答なしの再確認）');
    expect(jobWords(queues.INVOICE_CHARGE_JOB, 'en')).toBe('Invoice card charge (recheck after no answer)');
    expect(jobQueueWords(queues.QUEUE_NAMES.billing, 'ja')).toBe('課金・カード決済');
    expect(jobQueueWords(queues.QUEUE_NAMES.billing, 'en')).toBe('Billing and card charges');
  });
});
