import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/assets/api-harness';
import { officeBody } from '../../test/support/api-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('the command handler under contention', () => {
  it('10 edits of one office sent at once without If-Match all land (200, ten OfficeUpdated); a stale If-Match is 412', async () => {
    const names = Array.from({ length: 10 }, (_, index) => `同時編集 ${index + 1}`);
    const answers = await Promise.all(
      names.map((name) => h.call('PUT', `/office/${h.officeA}`, { token: h.tokens.managerA, body: officeBody(name) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
    const updates = (await h.store.readStream(`office-${h.officeA}`)).filter((event) => event.type === 'OfficeUpdated');
    expect(updates.map((event) => (event.data as { changes: { name: string } }).changes.name).sort()).toEqual([...names].sort());
    const stale = await h.call('PUT', `/office/${h.officeA}`, { token: h.tokens.managerA, body: officeBody('古い版'), ifMatch: '"0"' });
    expect(stale.status).toBe(412);
  });
});
