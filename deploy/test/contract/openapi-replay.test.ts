/* eslint-disable @typescript-eslint/no-explicit-any -- the document and the bodies are walked as plain JSON */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedAuditor } from '../support/auditors';
import {
  documentedOperations,
  errorPathRequests,
  rightfulCaller,
  type Caller,
  type DocumentedOperation,
  type ReplayRequest,
} from '../support/error-path-requests';
import { callApi, startSeededSystem, type Answer, type CallOptions, type SeededSystem } from '../support/seeded-system';
import { startValidatingProxy, type Exchange, type ValidatingProxy } from '../support/validating-proxy';
import { successPaths, type ReplayContext } from './replay-success-paths';

/*
 * Issue 38 item 3: the OpenAPI document declares every status, media type and body each route answers. Every
 * request below goes through a validating proxy (express-openapi-validator with the document the system
 * serves); the walk sends each documented operation down its error paths (derived from the document, so new
 * routes are walked too) and down its success and conflict paths (written out per operation), and fails on
 * any answer the document does not declare. Every operation must have answered each status class it declares
 * (2xx, 4xx), unless it is exempt below with a reason.
 */
let sys: SeededSystem;
let proxy: ValidatingProxy;
let document: any;
let context: ReplayContext;

/** 5xx is declared on every operation for an unexpected failure; the fault suites (deploy/test/faults) provoke it. */
const EXEMPT_CLASSES: Record<string, string> = { '5': 'unexpected failures: provoked by deploy/test/faults, not by requests' };
/** Operations whose success this walk does not reach, and why. */
const EXEMPT_SUCCESS: Record<string, string> = {
  'patch /notification/{id}/read':
    'a notification is raised by the workers, which this file does not run; failing-test-alert.test.ts reads one',
  'patch /notification/{id}/dismiss':
    'a notification is raised by the workers, which this file does not run; failing-test-alert.test.ts dismisses one',
  'post /admin/jobs/{queue}/{id}/retry': 'needs a failed job of the workers, which this file does not run; failed-jobs.test.ts retries one',
  'post /driver-app/photos':
    "a driver's phone session, which this file does not sign in; command-api driver-app-checks.api.test.ts walks it",
  'post /driver-app/checks':
    "a driver's phone session, which this file does not sign in; command-api driver-app-checks.api.test.ts walks it",
  'get /driver-app/checks':
    "a driver's phone session, which this file does not sign in; command-api driver-app-checks.api.test.ts walks it",
  'get /driver-app/home': "a driver's phone session, which this file does not sign in; command-api driver-app-checks.api.test.ts walks it",
  'get /test-result/{id}/photos/{kind}': "a phone check's photo; command-api driver-app-checks.api.test.ts and the tenant walk read one",
  'post /test-result/{id}/live/call':
    "a ringing call of a driver's check; command-api live-confirmation.api.test.ts walks it (an event stream stays open)",
  'post /test-result/{id}/live/call/{callId}/answer':
    "a ringing call of a driver's check; command-api live-confirmation.api.test.ts walks it (an event stream stays open)",
  'post /test-result/{id}/live/call/{callId}/end':
    "a ringing call of a driver's check; command-api live-confirmation.api.test.ts walks it (an event stream stays open)",
  'post /test-result/{id}/live/call/{callId}/signal':
    "a ringing call of a driver's check; command-api live-confirmation.api.test.ts walks it (an event stream stays open)",
  'get /test-result/{id}/live/call/{callId}/events':
    "a ringing call of a driver's check; command-api live-confirmation.api.test.ts walks it (an event stream stays open)",
  'get /live/queue': "a ringing call of a driver's check; command-api live-confirmation.api.test.ts walks it (an event stream stays open)",
  'post /test-result/{id}/live/code':
    "a ringing call of a driver's check; command-api live-confirmation.api.test.ts walks it (an event stream stays open)",
  'post /test-result/{id}/live/code/entry':
    "a ringing call of a driver's check; command-api live-confirmation.api.test.ts walks it (an event stream stays open)",
  'post /test-result/{id}/live/confirmation':
    "a ringing call of a driver's check; command-api live-confirmation.api.test.ts walks it (an event stream stays open)",
  'post /driver-app/inspection':
    "a driver's phone session, which this file does not sign in; deploy/test/vehicle-inspection/daily-inspection.test.ts walks it",
  'get /driver-app/inspection':
    "a driver's phone session, which this file does not sign in; deploy/test/vehicle-inspection/daily-inspection.test.ts walks it",
  'get /import/{kind}/template': 'a spreadsheet file body; command-api import.api.test.ts walks it',
  'post /import/{kind}/dry-run': 'a spreadsheet file body; command-api import.api.test.ts walks it',
  'post /import/{kind}': 'a spreadsheet file body; command-api import.api.test.ts walks it',
};

const conformanceProblems = (exchanges: readonly Exchange[]) =>
  exchanges.filter((e) => e.problem).map((e) => `${e.request} -> ${e.status} ${e.type}: ${e.problem}`);

beforeAll(async () => {
  sys = await startSeededSystem('replay');
  document = (await sys.call('GET', '/docs/openapi.json')).body;
  proxy = await startValidatingProxy(sys.system.url, document);
  const api = `${proxy.url}/api/v1`;
  const via = (method: string, route: string, options?: CallOptions): Promise<Answer> => callApi(api, method, route, options);
  const manager = await sys.demoManager();
  const admin = await sys.demoAdmin();
  const companyId = manager.company!._id;
  const onBehalf = await via('POST', '/auth/getAccessOnBehalf', { token: admin.token, body: { company: companyId } });
  const other = await sys.registerCompany({ name: 'B運輸', domain: 'replay-b.example' });
  const auditor = await invitedAuditor(sys, admin.token, {
    email: 'auditor@replay.example',
    scope: { kind: 'companies', companyIds: [companyId] },
    accessEndsOn: '2099-12-31',
  });
  context = {
    sys,
    call: via,
    document,
    companyId,
    managerId: manager._id,
    otherCompanyId: other.company!._id,
    tokens: {
      anonymous: undefined,
      manager: manager.token,
      admin: admin.token,
      'on behalf': onBehalf.body.data.token,
      'other company': other.token,
      auditor: auditor.session.token,
      device: undefined,
    },
    auditorId: auditor.auditorId,
    pathOf: (route) => route,
  };
  await walkAll();
}, 600_000);
afterAll(async () => {
  await proxy?.stop();
  await sys?.stop();
});

function send(request: ReplayRequest): Promise<Answer> {
  const token = context.tokens[request.caller as Caller];
  const headers: Record<string, string> = { ...request.headers };
  if (request.caller === 'device') headers.authorization = `Device ${context.deviceSecret}`;
  return context.call(request.method, request.path, { token, body: request.body, headers });
}

/** The exchanges of each part of the walk (the walk runs once, before the checks: they may run in any order). */
let unexpectedOnSuccessPaths: string[] = [];
const walked: Record<'success' | 'error' | 'unowned', Exchange[]> = { success: [], error: [], unowned: [] };

async function walk(part: keyof typeof walked, steps: () => Promise<void>): Promise<void> {
  const from = proxy.exchanges.length;
  await steps();
  walked[part] = proxy.exchanges.slice(from);
}

async function walkAll(): Promise<void> {
  await walk('success', async () => {
    unexpectedOnSuccessPaths = await successPaths(context);
  });
  await walk('error', async () => {
    const own = (route: string) => context.pathOf(route, 'own');
    const other = (route: string) => context.pathOf(route, 'other');
    for (const operation of documentedOperations(document).filter(({ route }) => route !== '/auth/logout'))
      for (const request of errorPathRequests(operation, { own, other, unknownId: randomUUID() })) await send(request);
  });
  await walk('unowned', async () => {
    for (const [method, path] of [
      ['GET', '/no-such-route'],
      ['POST', '/no-such-route'],
      ['PATCH', '/car'],
      ['HEAD', '/car'],
      ['HEAD', '/no-such-route'],
      ['OPTIONS', '/car'],
      ['OPTIONS', '/no-such-route'],
    ] as const)
      await context.call(method, path, { token: context.tokens.manager });
  });
  console.info(
    `Replay through the validating proxy: ${walked.success.length} success and conflict answers, ${walked.error.length} error-path answers, ${walked.unowned.length} on unowned paths`,
  );
}

describe('every answer, through a validator of the served document', () => {
  it('is declared on the success and conflict paths of each operation (status, media type, body)', () => {
    const found = { 'steps that did not reach their path': unexpectedOnSuccessPaths, undeclared: conformanceProblems(walked.success) };
    expect(found).toEqual({ 'steps that did not reach their path': [], undeclared: [] });
    expect(walked.success.length).toBeGreaterThan(0);
  });

  it('is declared on the error paths of every operation, derived from the document', () => {
    expect(conformanceProblems(walked.error)).toEqual([]);
    expect(walked.error.length).toBeGreaterThan(documentedOperations(document).length);
  });

  it('is JSON for paths and methods no operation owns, and HEAD and OPTIONS answer no error page', () => {
    // HEAD answers a GET's status with no body; OPTIONS (no CORS preflight) is Express's list of methods.
    expect(walked.unowned.map((e) => `${e.request} -> ${e.status} ${e.type}`)).toEqual([
      'GET /no-such-route -> 404 application/json',
      'POST /no-such-route -> 404 application/json',
      'PATCH /car -> 404 application/json',
      'HEAD /car -> 200 ',
      'HEAD /no-such-route -> 404 ',
      'OPTIONS /car -> 200 text/plain',
      'OPTIONS /no-such-route -> 404 application/json',
    ]);
    expect(conformanceProblems(walked.unowned)).toEqual([]);
  });
});

describe('the walk', () => {
  it('has every operation answer each status class it declares, or names why not', () => {
    const seen = new Map<string, Set<string>>();
    for (const { operation, status } of proxy.exchanges)
      if (operation) seen.set(operation, (seen.get(operation) ?? new Set()).add(String(status)[0]!));
    const missing = documentedOperations(document).flatMap(({ route, method, operation }: DocumentedOperation) => {
      const name = `${method} ${route}`;
      const declared = new Set(Object.keys(operation.responses).map((status) => status[0]!));
      return [...declared]
        .filter((c) => !EXEMPT_CLASSES[c] && !seen.get(name)?.has(c))
        .filter((c) => !(c === '2' && EXEMPT_SUCCESS[name]))
        .map((c) => `${name} (${rightfulCaller(operation['x-fleetcheck-access'])}): no ${c}xx`);
    });
    expect(missing).toEqual([]);
  });
});
