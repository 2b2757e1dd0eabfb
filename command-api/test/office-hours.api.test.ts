import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, login, officeBody, startHarness, type Harness } from './support/api-harness';

/**
 * Issue 34 item 5: an office's cut-off must come after its start time plus DRIVER_REMINDER_MARGIN_MINUTES, or no
 * driver reminder could come before the missed-check alert. The harness runs with a margin of 45 minutes (not the
 * default 30), so the refusal reads the configured margin.
 */
let h: Harness;
let token: string;

beforeAll(async () => {
  h = await startHarness({ config: { driverReminderMarginMinutes: 45 } });
  const manager = h.seed.logins.find((l) => l.role === 'manager')!;
  token = (await login(h, manager.username, manager.password)).token;
});
afterAll(async () => {
  await h?.close();
});

const refused = {
  operation: 'error',
  error: { key: 'Errors.Invalid', status: 400, fields: [{ path: 'cutoff', key: 'Errors.CutoffBeforeReminder' }] },
};

describe("an office's cut-off leaves room for the driver reminder (start 08:00 + margin 45 min = 08:45)", () => {
  it('POST /office: a cut-off of 08:46 is created, 08:45 is refused with 400 on the cut-off and appends nothing', async () => {
    const rightful = await h.call('POST', '/office', { token, body: { ...officeBody('早番'), startTime: '08:00', cutoff: '08:46' } });
    expect(rightful.status).toBe(201);

    const before = await eventCount(h);
    const early = await h.call('POST', '/office', { token, body: { ...officeBody('早すぎ'), startTime: '08:00', cutoff: '08:45' } });
    expect(early.status).toBe(400);
    expect(early.body).toEqual(refused);
    expect(await eventCount(h)).toBe(before);
  });

  it('PUT /office/{id}: moving the cut-off to 08:30 is refused and the office keeps 17:00; 09:00 is saved', async () => {
    const created = await h.call('POST', '/office', { token, body: { ...officeBody('遅番'), startTime: '08:00', cutoff: '17:00' } });
    const id = created.body.data.id as string;

    const before = await eventCount(h);
    const early = await h.call('PUT', `/office/${id}`, { token, body: { ...officeBody('遅番'), startTime: '08:00', cutoff: '08:30' } });
    expect(early.status).toBe(400);
    expect(early.body).toEqual(refused);
    expect(await eventCount(h)).toBe(before);
    const stored = await h.store.readAll({ filter: { eventTypes: ['OfficeCreated', 'OfficeUpdated'] } });
    expect(stored.filter((event) => (event.data as { officeId: string }).officeId === id).map((event) => event.type)).toEqual([
      'OfficeCreated',
    ]);

    const rightful = await h.call('PUT', `/office/${id}`, { token, body: { ...officeBody('遅番'), startTime: '08:00', cutoff: '09:00' } });
    expect(rightful.status).toBe(200);
    const updated = await h.store.readAll({ filter: { eventTypes: ['OfficeUpdated'] } });
    expect(updated.map((event) => event.data)).toContainEqual({
      officeId: id,
      companyId: expect.any(String),
      changes: { cutoff: '09:00' },
    });
  });
});
