import type { DetectorMaintenanceEntry, DetectorUpkeep } from '@fleetcheck/contracts';

/** GET and POST /device/{id}/maintenance as query-api and command-api answer them (the domain's refusals included). */
export class FakeMaintenanceServer {
  entries: DetectorMaintenanceEntry[] = [];
  upkeep: DetectorUpkeep = {
    lastDailyCheckAt: null,
    lastWeeklyCheckAt: null,
    lastCalibratedAt: null,
    sensorReplacedAt: null,
    usageLimitDate: null,
    faultFoundAt: null,
    sensorLifeEndedAt: null,
    outOfService: null,
  };
  posts: Record<string, unknown>[] = [];
  fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname !== '/api/v1/device/d1/maintenance')
      return Response.json({ operation: 'error', error: { key: 'Errors.NotFound', status: 404 } }, { status: 404 });
    if (method === 'GET')
      return Response.json({ docs: this.entries, totalDocs: this.entries.length, page: 1, limit: 50, totalPages: 1, upkeep: this.upkeep });
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    this.posts.push(body);
    if (body.kind === 'usage_limit_set' && body.usageLimitDate === null)
      return Response.json(
        { operation: 'error', error: { key: 'Errors.Invalid', status: 400, fields: [{ path: 'usageLimitDate', key: 'Errors.Required' }] } },
        { status: 400 },
      );
    const maintainedAt = String(body.maintainedAt);
    this.entries.unshift({
      _id: `e${this.entries.length + 1}`,
      kind: body.kind as DetectorMaintenanceEntry['kind'],
      outcome: body.outcome as DetectorMaintenanceEntry['outcome'],
      maintainedAt,
      performedBy: String(body.performedBy),
      remark: String(body.remark),
      usageLimitDate: (body.usageLimitDate as string | null) ?? null,
      recordedAt: maintainedAt,
    });
    if (body.outcome === 'failed') this.upkeep = { ...this.upkeep, faultFoundAt: maintainedAt, outOfService: 'check_failed' };
    else if (body.kind === 'weekly_check')
      // A check that passes answers a standing fault, as the domain's upkeep fold does.
      this.upkeep = {
        ...this.upkeep,
        lastDailyCheckAt: maintainedAt,
        lastWeeklyCheckAt: maintainedAt,
        faultFoundAt: null,
        outOfService: this.upkeep.outOfService === 'check_failed' ? null : this.upkeep.outOfService,
      };
    // As command-api's written answer: the stream's revision and the log position to read one's own write at.
    return Response.json(
      { operation: 'success', data: { id: 'd1', revision: this.entries.length - 1 }, position: String(this.entries.length) },
      { status: 201 },
    );
  };
}
