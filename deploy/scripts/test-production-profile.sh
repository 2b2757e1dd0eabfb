#!/usr/bin/env bash
# `npm run test:production-profile`: every store contract suite and the fault tests against the production
# profile's servers, for operators and CI machines that have them (this project's build machines do not, so
# there these suites skip). Needs ESDB_URL, MONGODB_URL and REDIS_URL; a missing server fails instead of skipping.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${ESDB_URL:?set ESDB_URL (esdb://… or esdb+discover://…) to the EventStoreDB/KurrentDB to test}"
: "${MONGODB_URL:?set MONGODB_URL to the MongoDB replica set to test (each suite uses a database of its own)}"
: "${REDIS_URL:?set REDIS_URL to the Redis to test (keys go under a prefix of each run)}"
export REQUIRE_SERVICES=eventstoredb,mongodb,redis

echo "== store contract suites (event store, read store, blob store, queues, leases, connection strings)"
(cd platform && npx vitest run test/event-store test/read-store test/blob-store test/queue test/lease test/config)
echo "== login rate limiters (the in-memory one and Redis, one contract)"
(cd command-api && npx vitest run test/login-rate-limiters.test.ts)
echo "== fault tests with the events on EventStoreDB and the read models on MongoDB"
FAULTS_ON_PRODUCTION_STORES=1 npm run test:faults -w @fleetcheck/deploy
