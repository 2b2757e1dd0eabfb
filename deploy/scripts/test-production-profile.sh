#!/usr/bin/env bash
# `npm run test:production-profile`: the store contract suites of the production profile's adapters.
#   - Always: the EventStoreDB adapter's contract suite and edge cases against the fake client that answers as the
#     server does (platform/src/testing/fake-eventstoredb-client.ts), the command retry after a lost answer, and
#     the Redis lease faults (a proxy that hangs or refuses) when Redis is reachable.
#   - With ESDB_URL, MONGODB_URL and REDIS_URL set (operators, CI machines with the servers): every store contract
#     suite against the real servers, then the fault tests with the events on EventStoreDB and the read models on
#     MongoDB. A server named in the environment that cannot be reached fails instead of skipping.
set -euo pipefail
cd "$(dirname "$0")/../.."

echo "== EventStoreDB adapter on the fake server (contract suite, several pages, checkpoints, idempotent appends, fold snapshots)"
(cd platform && npx vitest run test/event-store/eventstoredb-fake.test.ts test/event-store/eventstoredb-client-answers.test.ts \
  test/command/lost-acknowledgement.test.ts test/read-store/mongo-index-conflicts.test.ts test/event-store/live-fold-snapshots.test.ts)

if [[ -z "${ESDB_URL:-}" && -z "${MONGODB_URL:-}" ]]; then
  echo "== Redis lease faults (skipped when Redis is not reachable)"
  (cd platform && npx vitest run test/lease/redis-lease-hung.test.ts)
  echo "ESDB_URL and MONGODB_URL are not set: the suites against real servers did not run."
  exit 0
fi

: "${ESDB_URL:?set ESDB_URL (esdb://… or esdb+discover://…) to the EventStoreDB/KurrentDB to test}"
: "${MONGODB_URL:?set MONGODB_URL to the MongoDB replica set to test (each suite uses a database of its own)}"
: "${REDIS_URL:?set REDIS_URL to the Redis to test (keys go under a prefix of each run)}"
export REQUIRE_SERVICES=eventstoredb,mongodb,redis

echo "== store contract suites on the real servers (event store, read store, blob store, queues, leases, connection strings)"
(cd platform && npx vitest run test/event-store test/read-store test/blob-store test/queue test/lease test/config)
echo "== login rate limiters (the in-memory one and Redis, one contract)"
(cd command-api && npx vitest run test/login-rate-limiters.test.ts)
echo "== fault tests with the events on EventStoreDB and the read models on MongoDB"
FAULTS_ON_PRODUCTION_STORES=1 npm run test:faults -w @fleetcheck/deploy
