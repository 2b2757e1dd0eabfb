import type { z } from 'zod';
import type { ErrorKey } from '../errors/keys';
import type { ApiTag } from './tags';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call. `company`: a manager of the company, or a platform admin inside it on its behalf;
 * `manager`: a manager, for themself; `admin`: a platform admin; `any-user`: any signed-in user;
 * `device`: a registered detector with its secret; `public`: no credentials; `audit`: a platform admin or an
 * auditor within their scope (reads only); `auditor`: an auditor, for themself; `driver`: a driver on the phone app, for
 * their own records; `call-party`: a live call's two sides (its driver, or the manager who took it).
 */
export type Access = 'public' | 'company' | 'manager' | 'admin' | 'any-user' | 'device' | 'audit' | 'auditor' | 'driver' | 'call-party';

/** A success body that is not JSON: the documented media type. */
export type NonJsonBody =
  | 'text/html'
  | 'text/csv'
  | 'application/pdf'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  | 'image/*'
  | '*/*'
  | 'text/event-stream';

/**
 * One route of either API, as mounted under /api/v1. Each app keeps a table of these; the OpenAPI document
 * is built from the tables and tests compare each table with the routes its Express app really mounts.
 */
export interface ApiOperation {
  method: HttpMethod;
  /** Express-style (`/car/:id`). */
  path: string;
  /** The area it is listed under (tags.ts describes each). */
  tag: ApiTag;
  summary: string;
  /** Markdown shown under the summary; the access rule is added to it. */
  description?: string;
  access: Access;
  /** The schema the route parses `req.query` with. */
  query?: z.ZodType;
  /** The schema the route parses its JSON body with. */
  body?: z.ZodType;
  /** A body that is not JSON but a file of one of these media types (the bytes are checked), at most `maxBytes`. */
  rawBody?: { types: readonly string[]; maxBytes: number };
  /** 303: the answer is a redirect (its `Location`) with no body, as a form post's answer. */
  status?: 200 | 201 | 202 | 303;
  /** The JSON success body. Every JSON route has one: the document has no untyped responses. */
  response?: z.ZodType;
  /** A non-JSON success body (with `response` as well when the route answers JSON on request); a list when a query picks one. */
  produces?: NonJsonBody | readonly NonJsonBody[];
  /** Error keys this route answers besides the generic ones (401, 403, 404, 500), each under its status. */
  errors?: readonly ErrorKey[];
  /** Other success statuses with the same body (a device retry answers 200 where the first call answered 201). */
  alsoStatus?: readonly (200 | 201 | 202)[];
  examples?: { request?: unknown; response?: unknown };
  /** Mounted only in some profiles (the sandbox card gateway). */
  optional?: true;
}
