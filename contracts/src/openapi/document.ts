import { z } from 'zod';
import { commandAcceptedSchema } from '../common/envelope';
import { operatorContact } from '../constants/operator-contact';
import { apiErrorBodySchema } from '../errors/api-error';
import { errorKeyStatus, type ErrorKey } from '../errors/keys';
import { overview } from './guides';
import type { Access, ApiOperation } from './operation';
import { parameterDescriptions } from './parameters';
import { apiTags } from './tags';

type JsonSchema = Record<string, unknown>;

/**
 * Requests are documented as the client sends them (`io: 'input'`: before defaults and transforms), responses
 * as the server sends them. Refinements JSON Schema cannot express become `{}` rather than failing the document.
 */
const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const errorRef = { $ref: '#/components/schemas/ApiError' };
/** The acknowledgement most writes answer, named once in components so clients generate one type for it. */
const commandAcceptedRef = { $ref: '#/components/schemas/CommandAccepted' };
const errorExample = (key: ErrorKey, fields?: { path: string; key: string }[]) => ({
  operation: 'error',
  error: { key, status: errorKeyStatus[key], ...(fields ? { fields } : {}) },
});
const errorResponse = (description: string, keys: readonly ErrorKey[]) => ({
  description: `${description} Keys: ${keys.map((k) => `\`${k}\``).join(', ')}.`,
  content: {
    'application/json': {
      schema: errorRef,
      examples: Object.fromEntries(
        keys.map((key) => [key.replace(/[^A-Za-z0-9]/g, ''), { value: errorExample(key, key === 'Errors.Invalid' ? [] : undefined) }]),
      ),
    },
  },
});

const managerToken = { managerToken: [] };
const adminToken = { adminToken: [] };
const driverToken = { driverToken: [] };
const security: Record<Access, JsonSchema[]> = {
  public: [],
  company: [managerToken],
  manager: [managerToken],
  admin: [adminToken],
  'any-user': [managerToken, adminToken, driverToken],
  device: [{ deviceSecret: [] }],
  audit: [adminToken],
  auditor: [adminToken],
  driver: [driverToken],
  'call-party': [driverToken, managerToken],
};

const accessNote: Record<Access, string> = {
  public: '**Access:** public, no credentials.',
  company: "**Access:** a manager of the company, or a platform admin inside it on its behalf; only the company's own records.",
  manager: '**Access:** a manager, for themself.',
  admin: '**Access:** a platform admin (admin token).',
  'any-user': "**Access:** any signed-in user (manager, admin, auditor, or a driver on the driver's phone app).",
  device: '**Access:** a registered detector (`Authorization: Device <secret>`).',
  audit: '**Access:** a platform admin, or an auditor for the companies in their scope until their access ends (admin token); read-only.',
  auditor: '**Access:** an auditor, for themself (admin token).',
  driver: "**Access:** a driver on the driver's phone app, for themself (driver token); a manager's token is refused.",
  'call-party': "**Access:** the call's two sides: its driver (driver token) or the manager who took it (manager token).",
};

/** `/car/:id` -> `/car/{id}` and its path parameters. */
export function openApiPath(path: string): { path: string; names: string[] } {
  return { path: path.replace(/:([A-Za-z0-9_]+)/g, '{$1}'), names: [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!) };
}

/** `/car/{id}` + `put` -> `putCarId`: stable, unique per route. */
const operationId = (op: ApiOperation) =>
  `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`;

function queryParameters(op: ApiOperation): JsonSchema[] {
  if (!op.query) return [];
  const schema = jsonSchemaOf(op.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, { description, ...property }]) => ({
    name,
    in: 'query',
    // A schema's own `.describe()` says more for its route than the words by name.
    description: typeof description === 'string' ? description : parameterDescriptions[name],
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function headerParameters(op: ApiOperation): JsonSchema[] {
  const hasId = op.path.includes(':');
  if (op.method === 'get' && op.response)
    return [
      {
        name: 'X-FleetCheck-Position',
        in: 'header',
        required: false,
        description: 'Read-your-writes: the position a write answered; the read waits (bounded) until it includes that write.',
        schema: { type: 'string', pattern: '^\\d{1,20}$' },
      },
    ];
  if (op.method !== 'get' && hasId)
    return [
      {
        name: 'If-Match',
        in: 'header',
        required: false,
        description: 'The ETag (stream revision) the client last saw; a stale one is 412 Errors.Conflict.',
        schema: { type: 'string' },
      },
    ];
  return [];
}

function successResponse(op: ApiOperation): JsonSchema {
  if (op.status === 303)
    return {
      description: 'See Other: go on to `Location`.',
      headers: { Location: { description: 'Where to go on.', schema: { type: 'string' } } },
    };
  const content: Record<string, JsonSchema> = {};
  if (op.response)
    content['application/json'] = {
      schema: op.response === commandAcceptedSchema ? commandAcceptedRef : jsonSchemaOf(op.response, 'output'),
      ...(op.examples?.response !== undefined ? { example: op.examples.response } : {}),
    };
  for (const produces of op.produces === undefined ? [] : typeof op.produces === 'string' ? [op.produces] : op.produces)
    content[produces] = {
      schema: {
        type: 'string',
        ...(['text/csv', 'text/html', 'text/event-stream'].includes(produces) ? {} : { contentMediaType: produces }),
      },
    };
  const headers =
    op.method !== 'get'
      ? {
          ETag: { description: 'The stream revision after the write (send it back as If-Match).', schema: { type: 'string' } },
          'X-FleetCheck-Position': { description: 'The global position of the write (read-your-writes).', schema: { type: 'string' } },
        }
      : undefined;
  return { description: 'Success.', ...(headers ? { headers } : {}), content };
}

function errorResponses(op: ApiOperation): JsonSchema {
  const responses: JsonSchema = {};
  const byStatus = new Map<number, ErrorKey[]>();
  const add = (key: ErrorKey) => {
    const status = errorKeyStatus[key];
    const keys = byStatus.get(status) ?? [];
    if (!keys.includes(key)) byStatus.set(status, [...keys, key]);
  };
  if (op.body || op.rawBody || op.query || op.path.includes(':')) add('Errors.Invalid');
  // The body limit of both apps (1 MB) answers before any route.
  if (op.body || op.rawBody) add('Errors.UploadTooLarge');
  if (op.access !== 'public') {
    add('Errors.Unauthorized');
    if (op.access !== 'device') add('Errors.TokenExpired');
  }
  // A public route too: a call from a web origin the API does not allow (CORS_ORIGINS) is refused.
  add('Errors.Forbidden');
  if (op.path.includes(':')) add('Errors.NotFound');
  if (op.method !== 'get' && op.path.includes(':')) add('Errors.Conflict');
  for (const key of op.errors ?? []) add(key);
  add('Errors.Internal');
  const text: Record<number, string> = {
    400: 'A parameter or field breaks a rule: `error.fields` lists each path with its key. Nothing was written.',
    401: 'No valid credentials.',
    403: 'The caller may not do this, or the call came from a web origin the API does not allow.',
    404: 'Unknown, or belongs to another company.',
    409: 'A rule refused the command.',
    412: '`If-Match` named a stale revision. Nothing was written.',
    413: 'The body is larger than the API takes (1 MB; a photo of the driver app 5 MB; an import file 2 MB). Nothing was read.',
    402: 'The payment was refused.',
    422: 'The change is not allowed.',
    429: 'Too many attempts: wait `Retry-After` seconds.',
    500: 'Unexpected failure; retry later.',
    502: 'The payment provider failed.',
    503: 'A part of the system is not ready; retry later.',
  };
  for (const [status, keys] of [...byStatus].sort(([a], [b]) => a - b))
    responses[String(status)] = errorResponse(text[status] ?? 'Refused.', keys);
  return responses;
}

function operationObject(op: ApiOperation): JsonSchema {
  const { names } = openApiPath(op.path);
  const status = String(op.status ?? 200);
  const success = successResponse(op);
  const responses: JsonSchema = { [status]: success };
  for (const also of op.alsoStatus ?? []) responses[String(also)] = success;
  Object.assign(responses, errorResponses(op));
  return {
    tags: [op.tag],
    summary: op.summary,
    description: [op.description, accessNote[op.access]].filter(Boolean).join('\n\n'),
    operationId: operationId(op),
    'x-fleetcheck-access': op.access,
    security: security[op.access],
    parameters: [
      ...names.map((name) => ({
        name,
        in: 'path',
        description: parameterDescriptions[name],
        required: true,
        schema: { type: 'string', minLength: 1 },
      })),
      ...queryParameters(op),
      ...headerParameters(op),
    ],
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: jsonSchemaOf(op.body, 'input'),
                ...(op.examples?.request !== undefined ? { example: op.examples.request } : {}),
              },
            },
          },
        }
      : {}),
    ...(op.rawBody
      ? {
          requestBody: {
            required: true,
            description: `The file itself as the body, at most ${op.rawBody.maxBytes} bytes; its bytes must be of the type it declares.`,
            content: Object.fromEntries(op.rawBody.types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of both APIs (its schemas are JSON Schema 2020-12, what z.toJSONSchema emits). */
export function buildOpenApiDocument(operations: readonly ApiOperation[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of operations) (paths[openApiPath(op.path).path] ??= {})[op.method] = operationObject(op);
  const used = new Set(operations.map((op) => op.tag));
  const tags = Object.entries(apiTags)
    .filter(([name]) => used.has(name as keyof typeof apiTags))
    .map(([name, description]) => ({ name, description }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'FleetCheck API',
      version: '1',
      description: overview,
      contact: { name: `${operatorContact.name} support`, email: operatorContact.email },
      // The API is the product's, not open source: its use is governed by the terms of service (/terms of the web app).
      // SPDX has no identifier for a proprietary licence; a LicenseRef- one is SPDX's way to name such a licence.
      license: { name: 'Proprietary: FleetCheck terms of service', identifier: 'LicenseRef-FleetCheck-Terms-of-Service' },
    },
    servers: [{ url: '/api/v1' }],
    tags,
    paths,
    components: {
      securitySchemes: {
        managerToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: "`JWT <access token>` (or `Bearer`) from POST /auth/login, or an admin's on-behalf token.",
        },
        adminToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: "`JWT <access token>` from POST /auth/admin-login: a platform admin's, or an auditor's (read-only).",
        },
        driverToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: "`JWT <access token>` from POST /auth/driver-login or /auth/driver-set-password (the driver's phone app).",
        },
        deviceSecret: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: '`Device <secret>`: the secret shown once when the detector was registered or its secret rotated.',
        },
      },
      schemas: {
        ApiError: jsonSchemaOf(apiErrorBodySchema, 'output'),
        CommandAccepted: jsonSchemaOf(commandAcceptedSchema, 'output'),
      },
    },
  };
}
