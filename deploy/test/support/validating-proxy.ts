/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document and the answers are plain JSON */
import type { AddressInfo } from 'node:net';
import express from 'express';
import * as OpenApiValidator from 'express-openapi-validator';

/*
 * A validating proxy (issue 38): every request sent to it goes on to the system unchanged, and every answer
 * comes back unchanged, after express-openapi-validator (an independent OpenAPI 3.1 validator, not our Zod
 * schemas) has checked it against the document the system serves: its status must be declared, and its JSON
 * body must match the schema declared for that status and media type. What that validator does not look at
 * (a body that is not JSON, an answer to a path no operation owns) is checked here against the same document.
 */
export interface Exchange {
  /** `post /car/{id}`, or undefined when no documented operation owns the path and method. */
  operation: string | undefined;
  request: string;
  status: number;
  /** `content-type` without parameters; '' when the answer has no body. */
  type: string;
  /** What the document does not say about this answer; undefined when it conforms. */
  problem: string | undefined;
}

export interface ValidatingProxy {
  /** `http://127.0.0.1:<port>` (the API is below `/api/v1`, as on the system). */
  url: string;
  exchanges: Exchange[];
  stop(): Promise<void>;
}

/** Hop-by-hop and length headers are the proxy's own business, on each side. */
const unforwarded = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host', 'content-encoding']);

const mediaMatches = (declared: string, type: string) =>
  declared === type || declared === '*/*' || (declared.endsWith('/*') && type.startsWith(declared.slice(0, -1)));

/** The check of an answer that the validator leaves alone: a non-JSON body, or a route the document lacks. */
function unvalidated(document: any, route: string | undefined, method: string, status: number, type: string): string | undefined {
  if (type !== 'application/json' && type !== '' && status >= 400) return `a ${status} error body of type ${type}, not JSON`;
  if (!route) return undefined;
  const declared = document.paths[route]?.[method]?.responses?.[String(status)];
  if (!declared) return `status ${status} not declared`;
  const media = Object.keys(declared.content ?? {});
  if (type === '' ? media.length > 0 && status !== 304 : !media.some((m) => mediaMatches(m, type)))
    return `media type ${type || '(none)'} not declared for ${status} (${media.join(', ')})`;
  return undefined;
}

/**
 * express-openapi-validator compiles each response schema together with the whole document it was given, so its
 * cost grows with the document: one validator per first path segment (`/car`, `/admin`, ...), each given the
 * served document with only that segment's paths, keeps it small. Each still sees every path that could match
 * a request of its segment, so its routing (a literal path before a templated one) is the validator's own.
 */
function validatorsByFirstSegment(document: any, problems: WeakMap<express.Request, string>): express.RequestHandler {
  const segment = (path: string) => path.split('/')[1] ?? '';
  const groups = new Map<string, Record<string, unknown>>();
  for (const [route, item] of Object.entries(document.paths as Record<string, unknown>))
    groups.set(segment(route), { ...groups.get(segment(route)), [route]: item });
  const validators = new Map<string, express.RequestHandler[]>();
  const validatorOf = (group: string) => {
    const made =
      validators.get(group) ??
      (OpenApiValidator.middleware({
        apiSpec: { ...document, paths: groups.get(group) },
        // The whole served document is checked against the OpenAPI 3.1 schema by openapi-conformance.test.ts.
        validateApiSpec: false,
        validateRequests: false,
        validateSecurity: false,
        ignoreUndocumented: true,
        validateResponses: {
          allErrors: true,
          removeAdditional: false,
          coerceTypes: false,
          onError: (error, _body, req) => {
            const found = (error.errors ?? []).map((e: any) => `${e.path} ${e.message}`).join('; ');
            problems.set(req, `${error.message}${found ? `: ${found}` : ''}`);
          },
        },
      }) as express.RequestHandler[]);
    validators.set(group, made);
    return made;
  };
  return (req, res, next) => {
    const group = segment(req.path.replace(/^\/api\/v1/, ''));
    if (!req.path.startsWith('/api/v1/') || !groups.has(group)) return next();
    const chain = validatorOf(group);
    let index = 0;
    const step = (error?: unknown) => (error ? next(error) : index < chain.length ? chain[index++]!(req, res, step) : next());
    step();
  };
}

export async function startValidatingProxy(target: string, document: any): Promise<ValidatingProxy> {
  const exchanges: Exchange[] = [];
  const problems = new WeakMap<express.Request, string>();
  const app = express();
  app.use(express.raw({ type: () => true, limit: '20mb' }));
  // The headers as the client sent them, before the validator's view of the request is set below.
  const sent = new WeakMap<express.Request, express.Request['headers']>();
  app.use((req, _res, next) => {
    sent.set(req, { ...req.headers });
    // The validator caches its compiled schemas per operation and request media type; it validates no request
    // here, so it sees one media type and compiles each operation's responses once.
    req.headers['content-type'] = 'application/json';
    next();
  });
  app.use(validatorsByFirstSegment(document, problems));
  app.use(async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(sent.get(req) ?? req.headers))
      if (!unforwarded.has(name) && value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const body = Buffer.isBuffer(req.body) && req.body.length > 0 ? req.body : undefined;
    const answer = await fetch(`${target}${req.originalUrl}`, { method: req.method, headers, body, redirect: 'manual' });
    const raw = Buffer.from(await answer.arrayBuffer());
    const type = raw.length > 0 ? (answer.headers.get('content-type') ?? '').split(';')[0]!.trim() : '';
    const openapi = (req as any).openapi as { openApiRoute: string } | undefined;
    const route = openapi?.openApiRoute.replace(/^\/api\/v1/, '');
    const method = req.method.toLowerCase();
    res.on('finish', () => {
      exchanges.push({
        operation: route ? `${method} ${route}` : undefined,
        request: `${req.method} ${req.originalUrl.replace(/^\/api\/v1/, '').slice(0, 160)}`,
        status: answer.status,
        type,
        problem: problems.get(req) ?? unvalidated(document, route, method, answer.status, type),
      });
    });
    res.status(answer.status);
    answer.headers.forEach((value, name) => {
      if (!unforwarded.has(name)) res.setHeader(name, value);
    });
    // A JSON body goes out through res.json, where the validator checks it against the document.
    if (type === 'application/json' && req.method !== 'HEAD') res.json(JSON.parse(raw.toString('utf8')));
    else res.end(raw);
  });
  // The validator itself failed on a request: recorded as a problem, never passed off as the system's answer.
  app.use((error: Error, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    exchanges.push({ operation: undefined, request: `${req.method} ${req.originalUrl}`, status: 599, type: '', problem: error.message });
    res.status(599).end();
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exchanges,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
