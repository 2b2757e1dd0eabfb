import { adminChangesCollection, onBehalfSessionsCollection, type EventMetadata } from '@fleetcheck/contracts';
import type { NewEvent } from '@fleetcheck/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogProjection } from '../src/read-models/access-log/projection';
import { applyBatch } from '../src/runner/apply-batch';
import { replayProjections } from '../src';
import { freshStores, snapshot } from './helpers';

/*
 * Issue 22 item 4, the access log's read model: admin a1 signs in (session s-admin) and opens s-behalf on
 * company ca's behalf from it, refreshes it, updates an office there and signs out, which ends s-behalf too.
 * Admin a1 also edits company cb on the admin pages; a manager's own change and a session of a manager are
 * not admin access and stay out.
 */
const projections = [accessLogProjection];
let stores: Awaited<ReturnType<typeof freshStores>>;
let built: Awaited<ReturnType<typeof snapshot>>;

const meta = (at: string, actor: EventMetadata['actor'], onBehalfOf: EventMetadata['onBehalfOf'] = null): EventMetadata => ({
  actor,
  onBehalfOf,
  correlationId: 'c1',
  causationId: null,
  occurredAt: at,
});
const admin = { userId: 'a1', role: 'admin' as const, companyId: null };
const manager = { userId: 'm1', role: 'manager' as const, companyId: 'ca' };
const event = (type: string, data: unknown, metadata: EventMetadata, schemaVersion = 1): NewEvent => ({
  type,
  schemaVersion,
  data,
  metadata,
});
const started = (sessionId: string, at: string, extra: Record<string, unknown>, actor: EventMetadata['actor']) =>
  event(
    'SessionStarted',
    {
      sessionId,
      tokenHash: `h-${sessionId}`,
      expiresAt: '2025-01-11T01:00:00.000Z',
      onBehalfOf: null,
      openedFromSessionId: null,
      ...extra,
    },
    meta(at, actor),
    2,
  );

beforeAll(async () => {
  stores = await freshStores();
  const { eventStore } = stores;
  await eventStore.appendToStream('session-s-admin', [
    started('s-admin', '2025-01-10T00:00:00.000Z', { audience: 'admin', userId: 'a1', userType: 1, companyId: null }, admin),
  ]);
  const behalf = { adminId: 'a1', companyId: 'ca' };
  await eventStore.appendToStream('session-s-behalf', [
    started(
      's-behalf',
      '2025-01-10T01:00:00.000Z',
      { audience: 'manager', userId: 'a1', userType: 1, companyId: 'ca', onBehalfOf: behalf, openedFromSessionId: 's-admin' },
      admin,
    ),
    event(
      'SessionRefreshed',
      { sessionId: 's-behalf', previousTokenHash: 'h-s-behalf', tokenHash: 'h2', expiresAt: '2025-01-12T01:00:00.000Z' },
      meta('2025-01-10T01:30:00.000Z', admin),
    ),
  ]);
  await eventStore.appendToStream('session-s-manager', [
    started('s-manager', '2025-01-10T01:05:00.000Z', { audience: 'manager', userId: 'm1', userType: 2, companyId: 'ca' }, manager),
  ]);
  await eventStore.appendToStream('office-o1', [
    event(
      'OfficeUpdated',
      { officeId: 'o1', companyId: 'ca', changes: { name: 'by admin' } },
      meta('2025-01-10T01:40:00.000Z', manager, behalf),
    ),
  ]);
  await eventStore.appendToStream('office-o2', [
    event('OfficeUpdated', { officeId: 'o2', companyId: 'ca', changes: { name: 'by manager' } }, meta('2025-01-10T01:45:00.000Z', manager)),
  ]);
  await eventStore.appendToStream('company-cb', [
    event('CompanyDetailsUpdated', { companyId: 'cb', changes: { phone: '03-0000-0000' } }, meta('2025-01-10T02:00:00.000Z', admin)),
  ]);
  await eventStore.appendToStream('session-s-admin', [
    event('SessionRevoked', { sessionId: 's-admin', reason: 'logout' }, meta('2025-01-10T03:00:00.000Z', admin)),
  ]);
  await replayProjections({ ...stores, projections });
  built = await snapshot(stores.readStore, projections);
}, 60_000);
afterAll(async () => {
  await stores?.close();
});

describe('the access log read model', () => {
  it('keeps the on-behalf session from its start to the sign-out of the admin session it came from', () => {
    expect(built[onBehalfSessionsCollection.name]).toEqual([
      {
        _id: 's-behalf',
        companyId: 'ca',
        adminId: 'a1',
        openedFromSessionId: 's-admin',
        startedAt: '2025-01-10T01:00:00.000Z',
        expiresAt: '2025-01-12T01:00:00.000Z',
        endedAt: '2025-01-10T03:00:00.000Z',
      },
    ]);
  });

  it('keeps the change made on behalf and the change on the admin pages, not the manager’s own', () => {
    const rows = (built[adminChangesCollection.name] as Record<string, unknown>[]).map(({ _id: _i, position: _p, ...row }) => row);
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          companyId: 'ca',
          adminId: 'a1',
          onBehalf: true,
          at: '2025-01-10T01:40:00.000Z',
          eventType: 'OfficeUpdated',
          streamName: 'office-o1',
        },
        {
          companyId: 'cb',
          adminId: 'a1',
          onBehalf: false,
          at: '2025-01-10T02:00:00.000Z',
          eventType: 'CompanyDetailsUpdated',
          streamName: 'company-cb',
        },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('applying the log again changes nothing', async () => {
    await applyBatch(stores.readStore, projections, new Map(), await stores.eventStore.readAll());
    expect(await snapshot(stores.readStore, projections)).toEqual(built);
  });
});
