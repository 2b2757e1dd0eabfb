import type { Fleet } from '../simulate/fleet-access';
import { keptAliveClient } from './load-http-client';
import { runClients, type ClientsRun } from './load-mix';

/**
 * The load bench's clients, in a process of their own (started by ./load with fork): the HTTP client's work
 * (undici, JSON) does not share the event loop of the system it measures. It says 'ready' once loaded, is
 * told the system's URL, the fleet and the run's size over IPC, answers the run's figures, then stays until
 * the bench has read its CPU time and disconnects. The bench reads the CPU times between the messages, while
 * no request is under way (a read during the run would queue behind the system's own work).
 */
export interface LoadOrder {
  url: string;
  fleet: Fleet;
  clients: number;
  seconds: number;
}
export type LoadReport = { kind: 'ready' } | { kind: 'done'; run: ClientsRun } | { kind: 'failed'; message: string };

const report = (message: LoadReport) => process.send!(message);

process.once('message', (order: LoadOrder) => {
  runClients(keptAliveClient(order.url, order.clients), order.fleet, order.clients, order.seconds).then(
    (run) => report({ kind: 'done', run }),
    (error: unknown) => report({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
});
process.once('disconnect', () => process.exit(0));
report({ kind: 'ready' });
