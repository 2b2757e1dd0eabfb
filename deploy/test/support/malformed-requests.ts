/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document is walked as plain JSON */
import fc from 'fast-check';

/*
 * Malformed requests for one OpenAPI operation: bodies that break the documented schema (missing required
 * fields, wrong types, oversized and odd text, prototype keys, random JSON, text that is not JSON), path ids
 * that are not ids, query parameters out of range, and bad headers (media type, If-Match, Authorization).
 */
export interface MalformedRequest {
  path: string;
  /** Raw body text (sent as is), or undefined for none. */
  body: string | undefined;
  headers: Record<string, string>;
  /** What was broken, for the report of a failure. */
  broken: string;
}

const oddValues: unknown[] = [
  123,
  -1,
  1e308,
  0.1,
  true,
  null,
  [],
  {},
  '',
  ' ',
  'x'.repeat(20_000),
  '\u0000',
  '😀'.repeat(500),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '2099-13-45',
  '../../etc/passwd',
  { $gt: '' },
];
const oddPathIds = [
  'x'.repeat(600),
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%F0%9F%98%80',
  '-1',
  '1e309',
  '%20',
  'null',
  "'%20OR%201=1",
  'a'.repeat(36),
];
const oddQueryValues = ['-1', '0', '1e20', 'NaN', '', 'x'.repeat(3000), '%00', '[]', '{}', '9007199254740993', '2099-13-45'];

/** The operation's documented JSON request body schema and example, when it has one. */
function jsonBody(operation: any): { schema: any; example: unknown } | undefined {
  const content = operation.requestBody?.content?.['application/json'];
  return content ? { schema: content.schema ?? {}, example: content.example } : undefined;
}

function propertiesOf(schema: any): { names: string[]; required: string[] } {
  const branch = schema?.properties ? schema : (schema?.anyOf ?? schema?.oneOf ?? []).find((s: any) => s?.properties);
  return { names: Object.keys(branch?.properties ?? {}), required: branch?.required ?? [] };
}

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};

/** Body generators for an operation: each yields the raw text to send and what it broke. */
function bodyArbitrary(operation: any): fc.Arbitrary<{ body: string | undefined; contentType?: string; broken: string }> {
  const documented = jsonBody(operation);
  const base = asObject(documented?.example);
  const { names, required } = propertiesOf(documented?.schema);
  const fields = names.length > 0 ? names : ['name'];
  const json = (value: unknown, broken: string) => ({ body: JSON.stringify(value), broken });
  return fc.oneof(
    fc.constantFrom(...(required.length > 0 ? required : fields)).map((field) => {
      const body = { ...base };
      delete body[field];
      return json(body, `body without ${field}`);
    }),
    fc
      .tuple(fc.constantFrom(...fields), fc.constantFrom(...oddValues))
      .map(([field, value]) => json({ ...base, [field]: value }, `body.${field} = ${String(JSON.stringify(value)).slice(0, 40)}`)),
    fc.constantFrom(
      { body: `{"__proto__":{"role":"admin"},"constructor":{"prototype":{"admin":true}}}`, broken: 'prototype keys' },
      { body: '{"a":', broken: 'truncated JSON' },
      { body: 'not json at all', broken: 'text that is not JSON' },
      { body: 'null', broken: 'null body' },
      { body: '[]', broken: 'array body' },
      { body: '42', broken: 'number body' },
      { body: JSON.stringify(base), contentType: 'text/plain', broken: 'text/plain media type' },
      { body: '<a/>', contentType: 'application/xml', broken: 'XML media type' },
      { body: JSON.stringify({ ...base, extra: 'x'.repeat(2_000_000) }), broken: 'a 2 MB body' },
    ),
    fc.jsonValue({ maxDepth: 3 }).map((value) => json(value, 'random JSON')),
  );
}

function pathArbitrary(route: string, realIds: readonly string[]): fc.Arbitrary<{ path: string; broken: string }> {
  const names = [...route.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant({ path: route, broken: '' });
  return fc.constantFrom(...realIds, ...oddPathIds).map((id) => ({
    path: route.replace(/\{\w+\}/g, id),
    broken: realIds.includes(id) ? 'path id of company A' : `path id ${id.slice(0, 30)}`,
  }));
}

function queryArbitrary(operation: any): fc.Arbitrary<{ query: string; broken: string }> {
  const params: string[] = (operation.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name);
  const names = params.length > 0 ? params : ['page', 'limit'];
  return fc.option(
    fc.tuple(fc.constantFrom(...names), fc.constantFrom(...oddQueryValues), fc.boolean()).map(([name, value, twice]) => {
      const pair = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
      return { query: `?${twice ? `${pair}&${pair}` : pair}`, broken: `query ${name}=${value.slice(0, 20)}${twice ? ' (twice)' : ''}` };
    }),
    { nil: { query: '', broken: '' } },
  );
}

const headerArbitrary: fc.Arbitrary<{ headers: Record<string, string>; broken: string }> = fc.oneof(
  fc.constant({ headers: {}, broken: '' }),
  fc.constantFrom('"stale"', 'W/"x"', 'garbage', '*', '"-1"', '"99999999999999999999999"').map((tag) => ({
    headers: { 'if-match': tag },
    broken: `If-Match ${tag}`,
  })),
  fc
    .constantFrom('JWT not.a.token', 'JWT ', 'Bearer x', 'Device ', 'Device x:y', 'Basic Zm9vOmJhcg==', 'JWT eyJhbGciOiJub25lIn0.e30.')
    .map((authorization) => ({ headers: { authorization }, broken: `Authorization ${authorization}` })),
);

/** `count` malformed requests for the operation, the same ones for the same seed. */
export function malformedRequests(
  route: string,
  operation: any,
  realIds: readonly string[],
  seed: number,
  count: number,
): MalformedRequest[] {
  const hasBody = jsonBody(operation) !== undefined || operation.requestBody !== undefined;
  const arbitrary = fc
    .record({
      path: pathArbitrary(route, realIds),
      query: queryArbitrary(operation),
      headers: headerArbitrary,
      body: hasBody ? bodyArbitrary(operation) : fc.constant({ body: undefined, broken: '' }),
    })
    .map(({ path, query, headers, body }) => ({
      path: `${path.path}${query.query}`,
      body: body.body,
      headers: { ...headers.headers, ...(body.body !== undefined ? { 'content-type': body.contentType ?? 'application/json' } : {}) },
      broken: [path.broken, query.broken, headers.broken, body.broken].filter(Boolean).join('; ') || 'documented shape',
    }));
  return fc.sample(arbitrary, { seed, numRuns: count });
}
