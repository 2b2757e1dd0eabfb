import type { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandApi } from '../src/index';
import { operations } from '../src/openapi/operations';
import { startHarness, type Harness } from './support/api-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

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

describe('OpenAPI document', () => {
  it('lists exactly the routes command-api mounts (the table cannot drift)', () => {
    const mounted = new Set(mountedRoutes(createCommandApi(h.deps) as unknown as Router & { stack: Layer[] }));
    const listed = operations.map((op) => `${op.method} ${op.path}`);
    expect(new Set(listed).size, 'a route is listed twice').toBe(listed.length);
    expect(
      [...mounted].filter((route) => !listed.includes(route)),
      'mounted but missing from src/openapi/operations.ts',
    ).toEqual([]);
    const required = operations.filter((op) => !op.optional).map((op) => `${op.method} ${op.path}`);
    expect(
      required.filter((route) => !mounted.has(route)),
      'listed but not mounted',
    ).toEqual([]);
  });

  it('renders the reference page at /docs from local files, and serves the document at /docs/openapi.json', async () => {
    const page = await h.call('GET', '/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const assets = [...String(page.body).matchAll(/(?:src|href)="(docs\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual([
      'docs/assets/favicon-32x32.png',
      'docs/assets/swagger-ui.css',
      'docs/assets/swagger-ui-bundle.js',
      'docs/assets/init.js',
    ]);
    expect(String(page.body)).not.toMatch(/https?:\/\//);
    for (const asset of assets) expect((await h.call('GET', `/${asset}`)).status, asset).toBe(200);
    expect((await h.call('GET', '/docs/assets/package.json')).status).toBe(404);
    expect((await h.call('GET', '/docs/assets/init.js')).body).toContain("'/openapi.json'");
  });

  it('is served at /docs/openapi.json for both APIs with each body schema and the shared error body', async () => {
    const docs = await h.call('GET', '/docs/openapi.json');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toContain('application/json');
    const document = docs.body;
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/driver', '/driver/{id}', '/car/{id}', '/admin/device/{id}/rotate-secret', '/auth/login', '/home', '/faq']),
    );
    expect(document.components.schemas.ApiError.properties.error.properties.key.enum).toEqual(
      expect.arrayContaining(['Errors.Required', 'Errors.CarInUse']),
    );

    const createDriver = document.paths['/driver'].post;
    expect(createDriver.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['firstName', 'car', 'driverLicense']),
    );
    expect(createDriver.responses['201'].content['application/json'].schema.properties.data.required).toEqual([
      'name',
      'username',
      'password',
    ]);
    expect(createDriver.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    const updateCar = document.paths['/car/{id}'].put;
    expect(updateCar.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'id', in: 'path' }),
        expect.objectContaining({ name: 'If-Match', in: 'header' }),
      ]),
    );
    expect(Object.keys(updateCar.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '412']));
    for (const op of operations.filter((o) => o.body)) {
      const path = op.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(document.paths[path][op.method].requestBody, `${op.method} ${op.path}`).toBeDefined();
    }
  });

  it('needs no token and changes nothing', async () => {
    const before = await h.store.headPosition();
    expect((await h.call('GET', '/docs', { token: 'garbage' })).status).toBe(200);
    expect((await h.call('GET', '/docs/openapi.json', { token: 'garbage' })).status).toBe(200);
    expect(await h.store.headPosition()).toBe(before);
  });
});
