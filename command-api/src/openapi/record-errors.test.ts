import { buildOpenApiDocument } from '@fleetcheck/contracts/openapi';
import { describe, expect, it } from 'vitest';
import { operations } from './operations';

/* eslint-disable @typescript-eslint/no-explicit-any -- the document is plain JSON, read by path */
const document: any = buildOpenApiDocument(operations);

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
