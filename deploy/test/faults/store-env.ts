/**
 * The stores the fault tests run on: the local profile's PostgreSQL by default; with
 * FAULTS_ON_PRODUCTION_STORES=1 (`npm run test:production-profile`) the events go to ESDB_URL and the read
 * models and blobs to a database of this run on MONGODB_URL (PostgreSQL keeps the queues and the outbox).
 */
export function productionStoreEnv(run: string): Record<string, string> {
  if (process.env.FAULTS_ON_PRODUCTION_STORES !== '1') return {};
  const { ESDB_URL, MONGODB_URL } = process.env;
  if (!ESDB_URL || !MONGODB_URL) throw new Error('FAULTS_ON_PRODUCTION_STORES=1 needs ESDB_URL and MONGODB_URL');
  const mongo = new URL(MONGODB_URL);
  mongo.pathname = `/fc_${run}_${Date.now().toString(36)}`;
  return { ESDB_URL, MONGODB_URL: mongo.toString() };
}
