import { Agent, request } from 'node:http';
import type { ApiCall } from '../simulate/api-client';
import { assertLoopback } from '../simulate/loopback';

/**
 * The load generator's HTTP client: node:http over kept-alive connections, one per client at most, the answer's
 * body read but not parsed (the bench looks at the status). fetch (undici) took about twice the CPU per request,
 * which on this machine is taken from the system under test.
 */
export function keptAliveClient(baseUrl: string, connections: number): ApiCall {
  const root = assertLoopback(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return (method, path, options = {}) =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (options.token) headers.authorization = `JWT ${options.token}`;
      if (options.device) headers.authorization = `Device ${options.device}`;
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(body));
      }
      const sent = request({ agent, host: root.hostname, port: root.port, method, path: `/api/v1${path}`, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        answer.on('error', reject);
      });
      sent.on('error', reject);
      sent.end(body);
    });
}
