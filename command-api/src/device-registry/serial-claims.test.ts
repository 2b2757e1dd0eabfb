import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/assets/api-harness';
import { pastTheClaimGrace as pastTheGrace } from '../../test/support/claim-grace';
import { claimSerial } from './serial-claims';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const tag = `${Date.now()}`;
const registryBody = (serialNo: string) => ({ serialNo, company: h.companyA, regDate: '2025-01-15' });

describe('detector serials a crash stranded', () => {
  it('a registry serial claimed for a detector never registered is taken over after the grace; a registered one never', async () => {
    const held = await h.call('POST', '/admin/device', { token: h.tokens.admin, body: registryBody(`HELD-${tag}`) });
    expect(held.status).toBe(201);
    // What a crash between the claim and the registration leaves: a claim whose detector was never registered.
    const orphan = { scope: 'registry' as const, serialNo: `ORPHAN-${tag}`, deviceId: 'never-registered', companyId: null };
    expect(await claimSerial(h.store, orphan, h.ctx.metadata())).toBe(true);

    const early = await h.call('POST', '/admin/device', { token: h.tokens.admin, body: registryBody(`orphan-${tag}`) });
    expect(early.status).toBe(409);
    expect(early.body.error.key).toBe('Errors.SerialNoTaken');
    await pastTheGrace(async () => {
      expect((await h.call('POST', '/admin/device', { token: h.tokens.admin, body: registryBody(`orphan-${tag}`) })).status).toBe(201);
      // Now the new detector holds it, and the one registered before keeps its own.
      expect((await h.call('POST', '/admin/device', { token: h.tokens.admin, body: registryBody(`ORPHAN-${tag}`) })).status).toBe(409);
      expect((await h.call('POST', '/admin/device', { token: h.tokens.admin, body: registryBody(`HELD-${tag}`) })).status).toBe(409);
    });
  });

  it("a company's serial claimed for a detector never listed is taken over after the grace; a listed one never", async () => {
    expect((await h.call('POST', '/device', { token: h.tokens.managerA, body: { serialNo: `LISTED-${tag}` } })).status).toBe(201);
    const orphan = { scope: 'company' as const, serialNo: `LOST-${tag}`, deviceId: 'never-listed', companyId: h.companyA };
    expect(await claimSerial(h.store, orphan, h.ctx.metadata())).toBe(true);

    const early = await h.call('POST', '/device', { token: h.tokens.managerA, body: { serialNo: `LOST-${tag}` } });
    expect(early.status).toBe(409);
    expect(early.body.error.key).toBe('Errors.SerialNoTaken');
    await pastTheGrace(async () => {
      expect((await h.call('POST', '/device', { token: h.tokens.managerA, body: { serialNo: `lost-${tag}` } })).status).toBe(201);
      expect((await h.call('POST', '/device', { token: h.tokens.managerA, body: { serialNo: `LISTED-${tag}` } })).status).toBe(409);
    });
  });
});
