import { notificationCatalogue, notificationStream, type NotificationEvent } from '@fleetcheck/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/assets/api-harness';

let h: Harness;
let onBehalfA: string;
beforeAll(async () => {
  h = await startHarness();
  const entered = await h.call('POST', '/auth/getAccessOnBehalf', { token: h.tokens.admin, body: { company: h.companyA } });
  expect(entered.status).toBe(200);
  onBehalfA = entered.body.data.token as string;
});
afterAll(async () => {
  await h?.close();
});

/** Raised the way the workers raise it: the first event of its own stream. */
async function raise(companyId: string): Promise<string> {
  const notificationId = randomUUID();
  const event: NotificationEvent = {
    type: 'NotificationRaised',
    data: {
      notificationId,
      companyId,
      type: 'ALCOHOL_TEST_FAILED',
      level: 'alert',
      driver: null,
      car: null,
      device: null,
      missingCheck: null,
      testResult: 0.2,
      testResultId: randomUUID(),
      raisedAt: new Date().toISOString(),
    },
  };
  const metadata = { ...h.ctx.metadata(), actor: { userId: null, role: 'system' as const, companyId } };
  await h.store.appendToStream(notificationStream(notificationId), [{ ...notificationCatalogue.encode(event), metadata }], 'no_stream');
  return notificationId;
}

const types = async (id: string) => (await h.store.readStream(notificationStream(id))).map((e) => e.type);

describe('PATCH /notification/:id/read and /dismiss', () => {
  it("lets a manager read and dismiss their company's notification; repeating either appends nothing", async () => {
    const id = await raise(h.companyA);
    const read = await h.call('PATCH', `/notification/${id}/read`, { token: h.tokens.managerA });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ id, revision: 1 });
    expect(read.etag).toBe('"1"');

    const head = await h.head();
    const again = await h.call('PATCH', `/notification/${id}/read`, { token: h.tokens.managerA });
    expect(again.status).toBe(200);
    expect(again.body.position).toBeUndefined();
    expect(await h.head()).toBe(head);

    const dismiss = await h.call('PATCH', `/notification/${id}/dismiss`, { token: h.tokens.managerA, ifMatch: read.etag! });
    expect(dismiss.status).toBe(200);
    expect(dismiss.etag).toBe('"2"');
    const dismissedHead = await h.head();
    expect((await h.call('PATCH', `/notification/${id}/dismiss`, { token: h.tokens.managerA })).status).toBe(200);
    expect(await h.head()).toBe(dismissedHead);

    expect(await types(id)).toEqual(['NotificationRaised', 'NotificationRead', 'NotificationDismissed']);
    const [, readEvent] = await h.store.readStream(notificationStream(id));
    expect(readEvent!.metadata.actor).toMatchObject({ role: 'manager', companyId: h.companyA });
    expect(readEvent!.data).toMatchObject({ notificationId: id, companyId: h.companyA, userId: readEvent!.metadata.actor.userId });
  });

  it('answers 404 to a manager of another company and to an unknown id, appending nothing', async () => {
    const id = await raise(h.companyA);
    const head = await h.head();
    expect((await h.call('PATCH', `/notification/${id}/read`, { token: h.tokens.managerB })).status).toBe(404);
    expect((await h.call('PATCH', `/notification/${id}/dismiss`, { token: h.tokens.managerB })).status).toBe(404);
    expect((await h.call('PATCH', `/notification/${randomUUID()}/read`, { token: h.tokens.managerA })).status).toBe(404);
    expect(await h.head()).toBe(head);
    expect(await types(id)).toEqual(['NotificationRaised']);
  });

  it('lets an admin on behalf of the company dismiss, naming the admin; the admin outside a company is refused', async () => {
    const id = await raise(h.companyA);
    expect((await h.call('PATCH', `/notification/${id}/dismiss`, { token: h.tokens.admin })).status).toBe(403);
    const dismissed = await h.call('PATCH', `/notification/${id}/dismiss`, { token: onBehalfA });
    expect(dismissed.status).toBe(200);
    const [, event] = await h.store.readStream(notificationStream(id));
    expect(event!.type).toBe('NotificationDismissed');
    expect(event!.metadata.onBehalfOf).toMatchObject({ companyId: h.companyA });
  });

  it('refuses a stale If-Match with 412 and appends nothing', async () => {
    const id = await raise(h.companyA);
    expect((await h.call('PATCH', `/notification/${id}/read`, { token: h.tokens.managerA })).status).toBe(200);
    const head = await h.head();
    const stale = await h.call('PATCH', `/notification/${id}/dismiss`, { token: h.tokens.managerA, ifMatch: '"0"' });
    expect(stale.status).toBe(412);
    expect(stale.body.error.key).toBe('Errors.Conflict');
    expect(await h.head()).toBe(head);
  });

  it('refuses a request without a token', async () => {
    const id = await raise(h.companyA);
    expect((await h.call('PATCH', `/notification/${id}/read`)).status).toBe(401);
  });
});
