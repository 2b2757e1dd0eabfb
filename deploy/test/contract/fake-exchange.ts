/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as arbitrary JSON */
import { jsonShape } from '../support/json-shape';
import type { SeededSystem } from '../support/seeded-system';

/*
 * The front end's unit tests run against fakes of the server (frontend/test/fakes). A contract test sends the
 * same requests to the seeded local system and to a fake; what a client reads of each answer must be the same.
 */
export interface Answer {
  status: number;
  body: any;
}
/** `after`: the log position a write answered, for a read that must show it (read-your-writes). */
export type Send = (
  method: string,
  path: string,
  options?: { token?: string; body?: unknown; ifMatch?: string; after?: string },
) => Promise<Answer>;

/** What a client reads of an answer: the status, the body's shape and the error key. */
export const reading = (answer: Answer) => ({ status: answer.status, shape: jsonShape(answer.body), key: answer.body?.error?.key });

/** Values that differ from run to run whoever answers: ids, tokens, times and the days a run falls on. */
const PER_RUN: readonly [string, RegExp][] = [
  ['<id>', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i],
  ['<provider id>', /^(tokn|chrg|cust|paym)_/],
  ['<jwt>', /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/],
  ['<time>', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/],
  ['<day>', /^\d{4}-\d{2}-\d{2}$/],
];
/**
 * Fields that name a record or a login the store made up for this run (a fake's 'c1' is the server's uuid), a
 * generated password or device secret, and the log position a write answers (the store's own number, opaque to clients).
 */
const IDENTITY_KEYS = new Set([
  '_id',
  'id',
  'company',
  'companyId',
  'user',
  'userId',
  'username',
  'chargeId',
  'orderId',
  'token',
  'refreshToken',
  'password',
  'secret',
  'position',
]);
const blankPerRun = (value: unknown, fakeIds: ReadonlySet<string>, key = ''): unknown => {
  if (Array.isArray(value)) return value.map((inner) => blankPerRun(inner, fakeIds));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, blankPerRun(inner, fakeIds, name)]));
  if (typeof value === 'string' && (IDENTITY_KEYS.has(key) || fakeIds.has(value))) return '<id>';
  if (typeof value === 'string') return PER_RUN.find(([, pattern]) => pattern.test(value))?.[0] ?? value;
  return value;
};

/**
 * The whole answer, every figure and text of it, with only the values of the run (ids, tokens, times, days) blanked,
 * and `fakeIds`: a fake's own ids ('o2'), which the server answers as uuids, wherever they stand.
 */
export const wholeAnswer = (answer: Answer, fakeIds: readonly string[] = []) => ({
  status: answer.status,
  body: blankPerRun(answer.body, new Set(fakeIds)),
});

/** What a client reads of a refusal or an acknowledgement: the status, the error key and its field keys, the envelope's keys. */
export const outcome = (answer: Answer) => ({
  status: answer.status,
  key: answer.body?.error?.key,
  fields: answer.body?.error?.fields,
  envelope: answer.body && typeof answer.body === 'object' ? Object.keys(answer.body).sort() : typeof answer.body,
  data: Array.isArray(answer.body?.data)
    ? 'array'
    : answer.body?.data && typeof answer.body.data === 'object'
      ? Object.keys(answer.body.data).sort()
      : undefined,
});

/** The fields of a list's first record: what a table reads of each row. */
export const firstDocKeys = (answer: Answer) => (answer.body?.docs?.[0] ? Object.keys(answer.body.docs[0]).sort() : 'no record');

const positionHeader = (after: string | undefined): Record<string, string> => (after ? { 'X-FleetCheck-Position': after } : {});

/** Requests to a fake's fetch, as the app's ApiClient sends them, with `defaultToken` unless one is given. */
export const toFake =
  (fakeFetch: typeof fetch, defaultToken?: string): Send =>
  async (method, path, { token = defaultToken, body, ifMatch, after } = {}) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...positionHeader(after) };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `JWT ${token}`;
    if (ifMatch) headers['If-Match'] = ifMatch;
    const res = await fakeFetch(`/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };

/** The same requests to the seeded system, with `defaultToken` unless one is given. */
export const toServer =
  (sys: () => SeededSystem, defaultToken?: string): Send =>
  async (method, path, { token = defaultToken, body, ifMatch, after } = {}) => {
    const headers = { ...(ifMatch ? { 'if-match': ifMatch } : {}), ...positionHeader(after) };
    const answer = await sys().call(method, path, { token, body, headers });
    return { status: answer.status, body: answer.body };
  };
