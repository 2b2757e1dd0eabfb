import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startValidatingProxy, type ValidatingProxy } from './validating-proxy';

/*
 * The validating proxy of openapi-replay.test.ts flags what a document does not declare: a status, a media type,
 * a JSON body off its schema, an error body that is not JSON. A small document and an upstream that answers
 * what each request asks for (`?status=..&type=..&body=..`) stand in for the system.
 */
const document = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  servers: [{ url: '/api/v1' }],
  paths: {
    '/thing/{id}': {
      get: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } }, additionalProperties: false },
              },
              'text/csv': { schema: { type: 'string' } },
            },
          },
          '404': {
            description: 'unknown',
            content: { 'application/json': { schema: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } } } },
          },
        },
      },
    },
  },
};

let upstream: Server;
let proxy: ValidatingProxy;
beforeAll(async () => {
  upstream = createServer((req, res) => {
    const asked = new URL(req.url ?? '/', 'http://x').searchParams;
    res.writeHead(Number(asked.get('status')), { 'content-type': asked.get('type') ?? 'application/json' });
    res.end(asked.get('body') ?? '');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  proxy = await startValidatingProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, document);
});
afterAll(async () => {
  await proxy?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
});

async function problemOf(path: string, answer: { status: number; type: string; body: string }): Promise<string | undefined> {
  const query = new URLSearchParams({ status: String(answer.status), type: answer.type, body: answer.body });
  const res = await fetch(`${proxy.url}/api/v1${path}?${query}`);
  // The client gets the system's answer unchanged.
  expect([res.status, await res.text()]).toEqual([answer.status, answer.body]);
  return proxy.exchanges.at(-1)!.problem;
}

describe('the validating proxy', () => {
  it('passes the answers the document declares', async () => {
    expect(await problemOf('/thing/1', { status: 200, type: 'application/json', body: '{"name":"a"}' })).toBeUndefined();
    expect(await problemOf('/thing/1', { status: 200, type: 'text/csv', body: 'a,b' })).toBeUndefined();
    expect(await problemOf('/thing/1', { status: 404, type: 'application/json', body: '{"error":"x"}' })).toBeUndefined();
    expect(proxy.exchanges.at(-1)!.operation).toBe('get /thing/{id}');
  });

  it('names an undeclared status, media type, body, and a non-JSON error, of documented routes and others', async () => {
    expect(await problemOf('/thing/1', { status: 409, type: 'application/json', body: '{"error":"x"}' })).toMatch(/409/);
    expect(await problemOf('/thing/1', { status: 200, type: 'application/json', body: '{"name":1}' })).toMatch(/name/);
    expect(await problemOf('/thing/1', { status: 200, type: 'application/json', body: '{"name":"a","extra":1}' })).toMatch(/additional/);
    expect(await problemOf('/thing/1', { status: 200, type: 'text/html', body: '<p>' })).toMatch(/media type text\/html/);
    expect(await problemOf('/thing/1', { status: 404, type: 'text/html', body: 'Cannot GET' })).toMatch(/not JSON/);
    expect(await problemOf('/elsewhere', { status: 413, type: 'text/html', body: 'too large' })).toMatch(/not JSON/);
    expect(await problemOf('/elsewhere', { status: 404, type: 'application/json', body: '{}' })).toBeUndefined();
  });
});
