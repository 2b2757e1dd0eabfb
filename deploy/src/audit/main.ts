import { streams } from '@fleetcheck/domain';
import type { EventStore } from '@fleetcheck/platform';
import { listCompanies } from './companies';
import { auditRecordChain, describeVerdict, linkLine } from './record-chain';
import { openAuditStore, type AuditStore } from './stores';
import { historyLines, replaySubscriptionHistory } from './subscription';

/**
 * npm run audit -- companies
 * npm run audit -- subscription <companyId> [--as-of <YYYY-MM-DD | ISO instant>]
 * Lists the companies (to find an id), or prints every change to a company's subscription and invoices (when, in
 * Japan; who and on whose behalf, by name; before -> after; each invoice before tax, tax and total) and the state as
 * of the given day, replayed straight from the event store:
 * ESDB_URL or DATABASE_URL, else the local system running on the data directory, else its embedded PostgreSQL.
 *
 * npm run audit -- record-chain <companyId> [--from <YYYY-MM-DD>] [--to <YYYY-MM-DD>] [--verify]
 * Recomputes the company's check-record hash chain (docs/record-chain.md), lists its links (times in Japan) and
 * prints its head; with --verify
 * the exit code is 0 when intact and 2 when not, naming the first record that does not match.
 *
 * An empty store, an unknown company or bad arguments end with a message and exit code 1.
 */
const usage = [
  'usage: npm run audit -- companies',
  '       npm run audit -- subscription <companyId> [--as-of <date>]',
  '       npm run audit -- record-chain <companyId> [--from <date>] [--to <date>] [--verify]',
].join('\n');

class AuditError extends Error {}

type Command =
  | { kind: 'companies' }
  | { kind: 'subscription'; companyId: string; asOf: string }
  | { kind: 'record-chain'; companyId: string; from?: string; to?: string; verify: boolean };

function flagValue(rest: readonly string[], flag: string): string | undefined {
  const at = rest.indexOf(flag);
  if (at < 0) return undefined;
  const value = rest[at + 1];
  if (!value || Number.isNaN(Date.parse(value))) throw new AuditError(`${flag} needs a date\n${usage}`);
  return value;
}

export function parseArgs(argv: readonly string[]): Command {
  const [kind, companyId, ...rest] = argv;
  if (kind === 'companies' && companyId === undefined) return { kind };
  if (!companyId || companyId.startsWith('--')) throw new AuditError(usage);
  if (kind === 'subscription') return { kind, companyId, asOf: flagValue(rest, '--as-of') ?? new Date().toISOString() };
  // 'ledger' is the command's name before the record chain was named so (issue 33), still understood.
  if (kind === 'record-chain' || kind === 'ledger') {
    return {
      kind: 'record-chain',
      companyId,
      from: flagValue(rest, '--from'),
      to: flagValue(rest, '--to'),
      verify: rest.includes('--verify'),
    };
  }
  throw new AuditError(usage);
}

/** Exit code of a broken chain under --verify (1 stays for usage and connection errors). */
const CHAIN_BROKEN_EXIT = 2;

async function printRecordChain(store: EventStore, command: Extract<Command, { kind: 'record-chain' }>): Promise<void> {
  const audit = await auditRecordChain(store, command.companyId, { from: command.from, to: command.to }, (read) =>
    process.stderr.write(`… ${read} check-record events read\n`),
  );
  if (!command.verify) {
    for (const link of audit.links) console.log(linkLine(link));
  }
  const summary = describeVerdict(command.companyId, audit);
  if (audit.verdict.intact) console.log(summary);
  else {
    console.error(summary);
    if (command.verify) process.exitCode = CHAIN_BROKEN_EXIT;
  }
}

async function assertNotEmpty({ store, source }: AuditStore): Promise<void> {
  if ((await store.headPosition()) === 0n)
    throw new AuditError(`The event store (${source}) holds no events: is this the right data directory or DATABASE_URL?`);
}

async function companies(audit: AuditStore): Promise<void> {
  const rows = await listCompanies(audit.store, (read) => process.stderr.write(`… ${read} company events read\n`));
  if (rows.length === 0) throw new AuditError(`No company in the event store (${audit.source}).`);
  console.log(['id', 'name', 'status'].join('\t'));
  for (const row of rows) console.log([row.id, row.name, row.status].join('\t'));
}

async function assertCompany({ store, source }: AuditStore, companyId: string): Promise<void> {
  const [company] = await store.readStream(streams.company(companyId), { maxCount: 1 });
  if (!company) throw new AuditError(`Unknown company ${companyId} (${source}); list them with: npm run audit -- companies`);
}

async function subscription({ store }: AuditStore, companyId: string, asOf: string): Promise<void> {
  const replayed = await replaySubscriptionHistory(store, companyId, asOf, (read) => process.stderr.write(`… ${read} events read\n`));
  for (const line of historyLines(companyId, asOf, replayed)) console.log(line);
}

async function main(): Promise<void> {
  const command = parseArgs(process.argv.slice(2));
  const audit = await openAuditStore();
  try {
    await assertNotEmpty(audit);
    if (command.kind === 'companies') await companies(audit);
    else {
      await assertCompany(audit, command.companyId);
      if (command.kind === 'subscription') await subscription(audit, command.companyId, command.asOf);
      else await printRecordChain(audit.store, command);
    }
  } finally {
    await audit.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
