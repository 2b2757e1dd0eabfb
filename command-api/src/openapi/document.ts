import { apiErrorBodySchema, commandAcceptedSchema } from '@fleetcheck/contracts';
import { z } from 'zod';
import type { Access, Operation } from './operations';

type JsonSchema = Record<string, unknown>;

/**
 * Request bodies are documented as the client sends them (`io: 'input'`: before defaults and transforms).
 * Refinements JSON Schema cannot express (custom checks) become `{}` rather than failing the document.
 */
const jsonSchemaOf = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
};
const responseSchemaOf = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const errorRef = { $ref: '#/components/schemas/ApiError' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: errorRef } } });

const security: Record<Access, JsonSchema[] | undefined> = {
  public: [],
  company: [{ jwt: [] }],
  manager: [{ jwt: [] }],
  admin: [{ jwt: [] }],
  'any-user': [{ jwt: [] }],
  device: [{ device: [] }],
};

const accessNote: Record<Access, string> = {
  public: 'No token.',
  company: 'A manager of the company, or a platform admin on behalf of it.',
  manager: 'A manager, for themself.',
  admin: 'A platform admin (admin-page token).',
  'any-user': 'Any signed-in user.',
  device: 'A registered device (`Authorization: Device <secret>`).',
};

/** `/car/:id` -> `/car/{id}` and its path parameters. */
function openApiPath(path: string): { path: string; parameters: JsonSchema[] } {
  const names = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  return {
    path: path.replace(/:([A-Za-z0-9_]+)/g, '{$1}'),
    parameters: names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
  };
}

function operationObject(op: Operation): JsonSchema {
  const { parameters } = openApiPath(op.path);
  const mutating = op.method !== 'get';
  const status = String(op.status ?? 200);
  const success = op.html
    ? { description: 'An HTML page (sandbox gateway only).', content: { 'text/html': { schema: { type: 'string' } } } }
    : {
        description: 'Success.',
        content: { 'application/json': { schema: op.response ? responseSchemaOf(op.response) : { type: 'object' } } },
      };
  const responses: JsonSchema = { [status]: success };
  if (op.body)
    responses['400'] = errorResponse(
      'A field breaks a rule: `error.fields` lists each path with its message key (Errors.Required, ...). Nothing was written.',
    );
  if (op.access !== 'public') {
    responses['401'] = errorResponse('No valid token (Errors.Unauthorized, Errors.TokenExpired).');
    responses['403'] = errorResponse('The role may not call this (Errors.Forbidden).');
  }
  if (op.path.includes(':')) responses['404'] = errorResponse('Unknown, or belongs to another company (Errors.NotFound).');
  if (mutating) {
    responses['409'] = errorResponse('A rule of the aggregate refused the command (Errors.OfficeInUse, Errors.CarInUse, ...).');
    if (op.path.includes(':'))
      responses['412'] = errorResponse('`If-Match` named a stale revision (Errors.Conflict). Nothing was written.');
  }
  responses['500'] = errorResponse('Errors.Internal.');
  const ifMatch =
    mutating && op.path.includes(':')
      ? [
          {
            name: 'If-Match',
            in: 'header',
            required: false,
            description: 'The ETag (stream revision) the client last saw.',
            schema: { type: 'string' },
          },
        ]
      : [];
  return {
    tags: [op.tag],
    summary: op.summary,
    description: accessNote[op.access],
    operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    security: security[op.access],
    parameters: [...parameters, ...ifMatch],
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(op.body) } } } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of command-api (its schemas are JSON Schema 2020-12, what z.toJSONSchema emits). */
export function buildOpenApiDocument(ops: readonly Operation[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of ops) {
    const { path } = openApiPath(op.path);
    (paths[path] ??= {})[op.method] = operationObject(op);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'FleetCheck command API',
      version: '1',
      description:
        'Every mutating endpoint of /api/v1 and authentication. Writes answer with `ETag: "<revision>"` and ' +
        '`X-FleetCheck-Position: <global position>`; errors always have the ApiError body with a message key.',
    },
    servers: [{ url: '/api/v1' }],
    paths,
    components: {
      securitySchemes: {
        jwt: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: '`JWT <access token>` (as the spec) or `Bearer <access token>`.',
        },
        device: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: '`Device <secret>`, the secret returned once at registration.',
        },
      },
      schemas: { ApiError: responseSchemaOf(apiErrorBodySchema), CommandAccepted: responseSchemaOf(commandAcceptedSchema) },
    },
  };
}
