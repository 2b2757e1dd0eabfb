import type { Fleet } from '../simulate/fleet-access';
import { closedLoop, type ClosedLoopRun } from './closed-loop';
import { keptAliveClient } from './load-http-client';
import { runClients, type ClientsRun } from './load-mix';

/**
 * The benches' HTTP clients, in a process of their own (started by ./load-generator-process with fork): the HTTP
 * client's work (node:http, JSON) does not share the event loop of the system it measures. It says 'ready' once
 * loaded, then runs each order it is told over IPC and answers its figures, until the bench disconnects. The bench
 * reads the CPU times between the messages, while no request is under way (a read during the run would queue
 * behind the system's own work).
 */
export type LoadOrder = MixOrder | PathOrder;

/** The load bench's mix (./load-mix) from `clients` closed-loop clients for `seconds`. */
export interface MixOrder {
  kind: 'mix';
  url: string;
  fleet: Fleet;
  clients: number;
  seconds: number;
}

/** One GET `path` per call: client c sends it with tokens[c], `perClient` times in a row; any status but 200 fails the order. */
export interface PathOrder {
  kind: 'path';
  url: string;
  path: string;
  tokens: string[];
  perClient: number;
}

export type RunOf<O extends LoadOrder> = O extends MixOrder ? ClientsRun : ClosedLoopRun;
export type LoadReport = { kind: 'ready' } | { kind: 'done'; run: ClientsRun | ClosedLoopRun } | { kind: 'failed'; message: string };

function run(order: LoadOrder): Promise<ClientsRun | ClosedLoopRun> {
  if (order.kind === 'mix') return runClients(keptAliveClient(order.url, order.clients), order.fleet, order.clients, order.seconds);
  const call = keptAliveClient(order.url, order.tokens.length);
  return closedLoop(order.tokens.length, order.perClient, async (client) => {
    const answer = await call('GET', order.path, { token: order.tokens[client] });
    if (answer.status !== 200) throw new Error(`${order.path}: ${answer.status} ${answer.body}`);
  });
}

const report = (message: LoadReport) => process.send!(message);

process.on('message', (order: LoadOrder) => {
  run(order).then(
    (figures) => report({ kind: 'done', run: figures }),
    (error: unknown) => report({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
});
process.once('disconnect', () => process.exit(0));
report({ kind: 'ready' });
