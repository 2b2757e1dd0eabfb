/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document is walked as plain JSON */

/*
 * The error paths every operation of the OpenAPI document can be sent down, derived from the document alone
 * (so a route added tomorrow is walked too): no credentials, the wrong role, a bad body, a body too large, an
 * empty body with no media type, text that is not JSON, an unknown id, another company's id, a stale If-Match.
 */
export type Caller = 'anonymous' | 'manager' | 'admin' | 'on behalf' | 'other company' | 'device' | 'auditor';

export interface ReplayRequest {
  caller: Caller;
  method: string;
  path: string;
  /** Raw body text, or undefined for none. */
  body?: string;
  headers?: Record<string, string>;
  what: string;
}

export interface DocumentedOperation {
  route: string;
  method: string;
  operation: any;
}

/** Every operation of the document. */
export const documentedOperations = (document: any): DocumentedOperation[] =>
  Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ route, method, operation })),
  );

/** The caller the operation is meant for, by its documented access. */
export const rightfulCaller = (access: string): Caller =>
  (
    ({
      public: 'anonymous',
      company: 'manager',
      manager: 'manager',
      'any-user': 'manager',
      admin: 'admin',
      audit: 'admin',
      auditor: 'auditor',
      device: 'device',
    }) as Record<string, Caller>
  )[access] ?? 'manager';

/** A caller the operation refuses (the wrong role), when there is one. */
const wrongCaller = (access: string): Caller | undefined =>
  (
    ({ company: 'admin', manager: 'admin', admin: 'manager', audit: 'manager', auditor: 'manager', device: 'manager' }) as Record<
      string,
      Caller
    >
  )[access];

/**
 * `paths.own(route)` fills the route's path parameters with records of the rightful caller's company,
 * `paths.other(route)` with records of another company; `unknownId` names nothing.
 */
export function errorPathRequests(
  { route, method, operation }: DocumentedOperation,
  paths: { own: (route: string) => string; other: (route: string) => string; unknownId: string },
): ReplayRequest[] {
  const access: string = operation['x-fleetcheck-access'];
  const caller = rightfulCaller(access);
  const hasBody = operation.requestBody !== undefined;
  const hasId = /\{\w+\}/.test(route);
  const path = paths.own(route);
  const json = { 'content-type': 'application/json' };
  const M = method.toUpperCase();
  const requests: ReplayRequest[] = [];
  const add = (request: Omit<ReplayRequest, 'method'>) => requests.push({ method: M, ...request });

  if (access !== 'public') add({ caller: 'anonymous', path, body: hasBody ? '{}' : undefined, headers: json, what: 'no credentials' });
  // An auditor's token is refused wherever an auditor has no business, even on public routes.
  else add({ caller: 'auditor', path, body: hasBody ? '{}' : undefined, headers: json, what: "an auditor's token" });
  add({
    caller,
    path,
    body: hasBody ? '{}' : undefined,
    headers: { ...json, origin: 'https://elsewhere.example' },
    what: 'a page of another web origin',
  });
  const wrong = wrongCaller(access);
  if (wrong) add({ caller: wrong, path, body: hasBody ? '{}' : undefined, headers: json, what: 'the wrong role' });
  if (hasBody) {
    add({ caller, path, body: '{}', headers: json, what: 'an empty JSON object' });
    add({ caller, path, body: '{"a":', headers: json, what: 'text that is not JSON' });
    add({ caller, path, body: JSON.stringify({ pad: 'x'.repeat(1_100_000) }), headers: json, what: 'a body over 1 MB' });
    add({ caller, path, headers: { 'content-length': '0' }, what: 'an empty body with no media type' });
    add({ caller, path, body: '<a/>', headers: { 'content-type': 'application/xml' }, what: 'an XML body' });
  }
  if (hasId) {
    add({
      caller,
      path: route.replace(/\{\w+\}/g, paths.unknownId),
      body: hasBody ? '{}' : undefined,
      headers: json,
      what: 'an unknown id',
    });
    add({ caller, path: paths.other(route), body: hasBody ? '{}' : undefined, headers: json, what: "another company's id" });
    if (method !== 'get')
      add({ caller, path, body: hasBody ? '{}' : undefined, headers: { ...json, 'if-match': '"999999"' }, what: 'a stale If-Match' });
  }
  return requests;
}
