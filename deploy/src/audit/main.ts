import { eventMetadataSchema, subscriptionCatalogue, type SubscriptionSnapshot } from '@fleetcheck/contracts';
import { subscriptionHistory } from '@fleetcheck/domain/subscription/history';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import { createPostgresEventStore, envSchema, loadEnv, startPostgres } from '@fleetcheck/platform';

/**
 * npm run audit -- subscription <companyId> [--as-of <YYYY-MM-DD | ISO instant>]
 * Prints every change to a company's subscription (who, on whose behalf, before -> after) and the state as
 * of the given day, replayed straight from the event store (DATABASE_URL, or the local profile's data dir).
 */
const usage = 'usage: npm run audit -- subscription <companyId> [--as-of <date>]';

function parseArgs(argv: string[]): { companyId: string; asOf: string } {
  const [kind, companyId, ...rest] = argv;
  if (kind !== 'subscription' || !companyId) throw new Error(usage);
  const flag = rest.indexOf('--as-of');
  const asOf = flag >= 0 ? rest[flag + 1] : new Date().toISOString();
  if (!asOf || Number.isNaN(Date.parse(asOf))) throw new Error(`--as-of needs a date\n${usage}`);
  return { companyId, asOf };
}

const describe = (s: SubscriptionSnapshot | null) =>
  s
    ? `${s.status} cars=${s.plan.carCount} devices=${s.plan.deviceCount} ${s.plan.paymentSchedule} ${s.paymentMethod} total=¥${s.amounts.totalAmount} term=${s.startDate ?? '-'}..${s.expiryDate ?? '-'}`
    : '(none)';

async function main(): Promise<void> {
  const { companyId, asOf } = parseArgs(process.argv.slice(2));
  const env = loadEnv(envSchema);
  const postgres = await startPostgres({ databaseUrl: env.DATABASE_URL, dataDir: env.FLEETCHECK_DATA_DIR });
  const store = await createPostgresEventStore(postgres.url);
  try {
    const recorded = await store.readStream(billingStreams.subscription(companyId));
    const history = subscriptionHistory(
      recorded.map((e) => ({
        event: subscriptionCatalogue.decode(e.type, e.schemaVersion, e.data),
        metadata: eventMetadataSchema.parse(e.metadata),
      })),
      asOf,
    );
    console.log(`Subscription history of company ${companyId} as of ${asOf}`);
    for (const entry of history.entries) {
      const actor = `${entry.actor.role}:${entry.actor.userId ?? '-'}`;
      const behalf = entry.onBehalfOf ? ` (admin ${entry.onBehalfOf.adminId} on behalf)` : '';
      console.log(`${entry.at}  ${entry.type}  by ${actor}${behalf}  paid=¥${entry.amountPaid}`);
      console.log(`    before: ${describe(entry.before)}`);
      console.log(`    after:  ${describe(entry.after)}`);
    }
    console.log(`State as of ${asOf}: ${describe(history.state)}`);
  } finally {
    await store.close();
    await postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
