import type { DetectorChecker, DetectorMaintenanceEntry, DetectorUpkeep } from '@fleetcheck/contracts';

/**
 * GET and POST /device/{id}/maintenance and PUT /device/{id}/checker as query-api and command-api answer them (the
 * domain's refusals included), and the company's managers' lookup (GET /manager) the checker is chosen from.
 */
export class FakeMaintenanceServer {
  /** The company's managers: a checker must be one of them. */
  managers = [
    { id: 'm1', lastName: '山田', firstName: '花子' },
    { id: 'm2', lastName: '佐藤', firstName: '次郎' },
  ];
  checker: DetectorChecker | null = null;
  checkerPuts: Record<string, unknown>[] = [];
  /** Answers of writes, for the read-your-writes position. */
  private writes = 0;
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
    if (url.pathname === '/api/v1/manager' && method === 'GET')
      return Response.json({ docs: this.managers, totalDocs: this.managers.length, page: 1, limit: 1000, totalPages: 1 });
    if (url.pathname === '/api/v1/device/d1/checker' && method === 'PUT') return this.assignChecker(init);
    if (url.pathname !== '/api/v1/device/d1/maintenance')
      return Response.json({ operation: 'error', error: { key: 'Errors.NotFound', status: 404 } }, { status: 404 });
    if (method === 'GET')
      return Response.json({
        docs: this.entries,
        totalDocs: this.entries.length,
        page: 1,
        limit: 50,
        totalPages: 1,
        upkeep: this.upkeep,
        checker: this.checker,
      });
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
    return this.written(201);
  };

  /** As command-api: a manager of the company by id, or null for none; another id is refused on the field. */
  private assignChecker(init: RequestInit | undefined): Response {
    const body = JSON.parse(String(init?.body)) as { checker: string | null };
    this.checkerPuts.push(body);
    if (body.checker === null) {
      this.checker = null;
      return this.written(200);
    }
    const manager = this.managers.find((m) => m.id === body.checker);
    if (!manager)
      return Response.json(
        { operation: 'error', error: { key: 'Errors.Invalid', status: 400, fields: [{ path: 'checker', key: 'Errors.NotFound' }] } },
        { status: 400 },
      );
    this.checker = { managerId: manager.id, name: `${manager.lastName} ${manager.firstName}`, stillManager: true };
    return this.written(200);
  }

  /** As command-api's written answer: the stream's revision and the log position to read one's own write at. */
  private written(status: number): Response {
    this.writes += 1;
    return Response.json(
      { operation: 'success', data: { id: 'd1', revision: this.writes - 1 }, position: String(this.writes) },
      { status },
    );
  }
}
