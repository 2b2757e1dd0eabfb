import express from 'express';
import { describe, expect, it } from 'vitest';
import { mountHealth } from '../../src/http/health';
import { Readiness } from '../../src/readiness';
import { serve } from './serve';

/* On SIGTERM a service flips its readiness first: probes see 503 while the requests in flight are answered. */
describe('health while stopping', () => {
  it('answers /ready 503 "stopping" once shutdown began, while /health (liveness) stays 200', async () => {
    const readiness = new Readiness();
    readiness.register('command-api')();
    const app = express();
    mountHealth(app, readiness);
    const server = await serve(app);
    try {
      const status = async (path: string) => {
        const response = await fetch(server.base + path);
        return [response.status, ((await response.json()) as { status: string }).status];
      };
      expect(await status('/ready')).toEqual([200, 'ok']);
      readiness.stop();
      expect(await status('/ready')).toEqual([503, 'stopping']);
      expect(await status('/health')).toEqual([200, 'ok']);
    } finally {
      await server.close();
    }
  });
});
