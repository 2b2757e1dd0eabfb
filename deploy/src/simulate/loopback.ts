const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * The simulator logs in with the demo admin's well-known password and registers devices: it may only ever
 * talk to a system on this machine, never to a shared or production deployment.
 */
export function assertLoopback(url: string): URL {
  const parsed = new URL(url);
  if (!LOOPBACK_HOSTS.has(parsed.hostname)) throw new Error(`refusing ${parsed.origin}: the simulator only talks to loopback addresses`);
  return parsed;
}
