import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/** How long a connection accepted before the stop has to present its request before it counts as idle. */
const REQUEST_GRACE_MS = 1_000;
const IDLE_SWEEP_MS = 50;

/**
 * An orderly end of an HTTP server: it stops accepting connections at once and lets every request in flight
 * finish and answer (told `Connection: close`). Idle connections are closed only after REQUEST_GRACE_MS: a
 * connection the client has just opened and written to looks idle until the server has read its request, and
 * closing it would reset a request the client already sent. What is left is cut after `limitMs`.
 */
export function drainServer(server: Server, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    server.on('request', (_req, res) => {
      if (!res.headersSent) res.setHeader('Connection', 'close');
    });
    let sweep: NodeJS.Timeout | undefined;
    const grace = setTimeout(() => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    }, REQUEST_GRACE_MS);
    const cut = setTimeout(() => server.closeAllConnections(), limitMs);
    // net's close, not http's: http's also closes idle connections at once, requests not yet read included.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(grace);
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
  });
}
