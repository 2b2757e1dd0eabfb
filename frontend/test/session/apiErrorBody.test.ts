import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@fleetcheck/contracts';
import { apiErrorFrom } from '../../src/api/apiError';

/** The first page reads error bodies without Zod; it must accept exactly what the contracts' schema accepts. */
describe('apiErrorFrom reads the error body as apiErrorBodySchema does', () => {
  const bodies: unknown[] = [
    { operation: 'error', error: { key: 'Errors.Conflict', status: 412 } },
    {
      operation: 'error',
      error: { key: 'Errors.Invalid', status: 400, fields: [{ path: 'currentPassword', key: 'Errors.CurrentPasswordWrong' }] },
    },
    { operation: 'error', error: { key: 'Errors.Invalid', status: 400, fields: [{ path: 'x' }] } },
    { operation: 'error', error: { key: 'Not.AKey', status: 400 } },
    { operation: 'error', error: { key: 'Errors.NotFound', status: 200 } },
    { operation: 'error', error: { key: 'Errors.NotFound', status: 404.5 } },
    { operation: 'success', data: {} },
    { operation: 'error' },
    'Bad Gateway',
    null,
  ];

  it.each(bodies.map((body, index) => [index, body]))('body %i', (_, body) => {
    const parsed = apiErrorBodySchema.safeParse(body);
    const error = apiErrorFrom(418, body);
    expect(error.status).toBe(418);
    expect(error.key).toBe(parsed.success ? parsed.data.error.key : undefined);
    expect(error.fields).toEqual(parsed.success ? (parsed.data.error.fields ?? []) : []);
  });
});
