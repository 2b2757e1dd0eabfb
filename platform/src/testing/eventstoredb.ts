import { existsSync } from 'node:fs';

export interface TestEventStoreDb {
  url: string;
  stop(): Promise<void>;
}

/**
 * EventStoreDB for tests: ESDB_URL when set, otherwise a throwaway container when Docker is reachable,
 * otherwise undefined (the caller skips or, under REQUIRE_SERVICES, fails).
 */
export async function startEventStoreDb(): Promise<TestEventStoreDb | undefined> {
  if (process.env.ESDB_URL) return { url: process.env.ESDB_URL, stop: async () => undefined };
  if (!process.env.DOCKER_HOST && !existsSync('/var/run/docker.sock')) return undefined;
  try {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer('eventstore/eventstore:24.10')
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_MEM_DB: 'true',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .start();
    return {
      url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
      stop: async () => void (await container.stop()),
    };
  } catch {
    return undefined;
  }
}
