import { readOperations } from '@fleetcheck/contracts/openapi';
import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { createQueryApi, type QueryApiDeps } from '../src';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every `METHOD path` the router really mounts, nested routers included (they are all mounted at ''). */
function mountedRoutes(router: { stack: Layer[] }): string[] {
  return router.stack.flatMap((layer) => {
    if (layer.route)
      return Object.keys(layer.route.methods)
        .filter((m) => m !== '_all')
        .map((m) => `${m} ${layer.route!.path}`);
    return layer.handle?.stack ? mountedRoutes({ stack: layer.handle.stack }) : [];
  });
}

describe('route table (contracts readOperations)', () => {
  it('lists exactly the routes query-api mounts, so the OpenAPI document cannot drift from the router', () => {
    // Mounting needs no store: the routes only reach for one when a request arrives.
    const deps = { readStore: {}, config: { jwtSecret: 'x'.repeat(40), jwtIssuer: 'fleetcheck' } } as unknown as QueryApiDeps;
    const mounted = mountedRoutes(createQueryApi(deps) as unknown as Router & { stack: Layer[] });
    const listed = readOperations.map((op) => `${op.method} ${op.path}`);
    expect(new Set(listed).size, 'a route is listed twice').toBe(listed.length);
    expect(mounted.length).toBe(new Set(mounted).size);
    expect(
      mounted.filter((route) => !listed.includes(route)),
      'mounted but missing from contracts/src/openapi/read-operations.ts',
    ).toEqual([]);
    expect(
      listed.filter((route) => !mounted.includes(route)),
      'listed but not mounted',
    ).toEqual([]);
    expect(mounted.length).toBe(53);
  });
});
