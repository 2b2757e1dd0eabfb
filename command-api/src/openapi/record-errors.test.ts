import { buildOpenApiDocument, readOperations } from '@fleetcheck/contracts/openapi';
import { describe, expect, it } from 'vitest';
import { operations } from './operations';

/* eslint-disable @typescript-eslint/no-explicit-any -- the document is plain JSON, read by path */
const document: any = buildOpenApiDocument([...operations, ...readOperations]);

/** The keys an operation's document names under each status ("… Keys: `Errors.A`, `Errors.B`."). */
function declaredKeys(path: string, method: string): Record<string, string[]> {
  const responses = document.paths[path][method].responses as Record<string, { description: string }>;
  return Object.fromEntries(
    Object.entries(responses)
      .filter(([status]) => Number(status) >= 400)
      .map(([status, { description }]) => [status, [...description.matchAll(/`(Errors\.[A-Za-z]+)`/g)].map((m) => m[1]!)]),
  );
}

describe("the check record's routes declare every error they answer", () => {
  it("a detector's upload: a missing item, a detector out of service", () => {
    const keys = declaredKeys('/test-result/device', 'post');
    expect(keys['400']).toEqual(expect.arrayContaining(['Errors.Invalid', 'Errors.Required']));
    expect(keys['409']).toEqual(['Errors.DeviceOutOfService']);
  });

  it('a hand entry: a missing item, a time ahead of now, a photo not its own, a detector out of service, a lapsed company, an auditor', () => {
    const keys = declaredKeys('/test-result', 'post');
    expect(keys['400']).toEqual(expect.arrayContaining(['Errors.Invalid', 'Errors.Required', 'Errors.TimeInFuture', 'Errors.ImageNotOwn']));
    expect(keys['409']).toEqual(['Errors.DeviceOutOfService']);
    expect(keys['402']).toEqual(['Errors.SubscriptionExpired']);
    expect(keys['403']).toEqual(expect.arrayContaining(['Errors.Forbidden', 'Errors.AuditorReadOnly']));
  });

  it("a correction: a detector's time, which stays as measured (Errors.DetectorTimeFixed), and a time ahead of now", () => {
    const keys = declaredKeys('/test-result/{id}/correction', 'post');
    expect(keys['400']).toEqual(
      expect.arrayContaining(['Errors.Invalid', 'Errors.Required', 'Errors.TimeInFuture', 'Errors.DetectorTimeFixed']),
    );
    expect(keys['404']).toEqual(['Errors.NotFound']);
    expect(keys['412']).toEqual(['Errors.Conflict']);
    expect(keys['402']).toEqual(['Errors.SubscriptionExpired']);
  });

  it('a confirmation: a return without its comment', () => {
    const keys = declaredKeys('/test-result/{id}/confirmation', 'post');
    expect(keys['400']).toEqual(expect.arrayContaining(['Errors.Invalid', 'Errors.Required']));
    expect(keys['403']).toEqual(expect.arrayContaining(['Errors.AuditorReadOnly']));
  });
});

describe('every route declares what the authentication refuses, by who may call it', () => {
  const refusals = (path: string, method: string) => {
    const keys = declaredKeys(path, method);
    return {
      lapsed: keys['402']?.includes('Errors.SubscriptionExpired') ?? false,
      auditor: keys['403']?.includes('Errors.AuditorReadOnly') ?? false,
    };
  };

  it("a company's write refuses a lapsed company's manager and an auditor; a platform admin's write an auditor only", () => {
    expect(refusals('/car', 'post')).toEqual({ lapsed: true, auditor: true });
    expect(refusals('/device/{id}/checker', 'put')).toEqual({ lapsed: true, auditor: true });
    expect(refusals('/admin/device', 'post')).toEqual({ lapsed: false, auditor: true });
  });

  it('the writes an auditor may make do not refuse them; signing out still refuses a manager whose records-only year is over', () => {
    expect(refusals('/auditor/activity', 'post')).toEqual({ lapsed: false, auditor: false });
    expect(refusals('/auth/logout', 'get')).toEqual({ lapsed: true, auditor: false });
  });

  it("a detector's upload and a public route take no user's token: neither refusal (signing in refuses a lapsed company itself)", () => {
    expect(refusals('/test-result/device', 'post')).toEqual({ lapsed: false, auditor: false });
    expect(refusals('/auth/login', 'post')).toEqual({ lapsed: true, auditor: false });
    expect(refusals('/auth/admin-login', 'post')).toEqual({ lapsed: false, auditor: false });
  });

  it("the query side refuses a lapsed company's managers and drivers, never an auditor (they read)", () => {
    expect(refusals('/car', 'get')).toEqual({ lapsed: true, auditor: false });
    expect(refusals('/driver-app/home', 'get')).toEqual({ lapsed: true, auditor: false });
    expect(refusals('/audit/company/{id}/ledger', 'get')).toEqual({ lapsed: false, auditor: false });
    expect(refusals('/admin/device', 'get')).toEqual({ lapsed: false, auditor: false });
  });
});
