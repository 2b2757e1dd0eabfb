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
export type Send = (method: string, path: string, options?: { token?: string; body?: unknown; ifMatch?: string }) => Promise<Answer>;

/** What a client reads of an answer: the status, the body's shape and the error key. */
export const reading = (answer: Answer) => ({ status: answer.status, shape: jsonShape(answer.body), key: answer.body?.error?.key });

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

/** Requests to a fake's fetch, as the app's ApiClient sends them, with `defaultToken` unless one is given. */
export const toFake =
  (fakeFetch: typeof fetch, defaultToken?: string): Send =>
  async (method, path, { token = defaultToken, body, ifMatch } = {}) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
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
  async (method, path, { token = defaultToken, body, ifMatch } = {}) => {
    const answer = await sys().call(method, path, { token, body, headers: ifMatch ? { 'if-match': ifMatch } : {} });
    return { status: answer.status, body: answer.body };
  };
