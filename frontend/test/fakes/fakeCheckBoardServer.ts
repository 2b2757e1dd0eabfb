import type { CheckBoardRow } from '@fleetcheck/contracts';

const row = (
  driverId: string,
  lastName: string,
  before: CheckBoardRow['before_driving'],
  after: CheckBoardRow['after_driving'],
  onDuty = true,
) => ({
  driverId,
  lastName,
  firstName: '太郎',
  officeId: null,
  onDuty,
  before_driving: before,
  after_driving: after,
});

/** Answers the board of 20 Nov 2026 and the duty command, as the APIs do; records what was sent. */
export function boardServer() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  let restingOnDuty = false;
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    sent.push({ method, path: `${url.pathname}${url.search}`, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (method === 'POST') {
      restingOnDuty = (JSON.parse(String(init!.body)) as { onDuty: boolean }).onDuty;
      // As command-api's accepted(): a change answers the stream's revision and the log position.
      return json({ operation: 'success', data: { id: 'd3', revision: 1 }, position: '12' });
    }
    return json({
      operation: 'success',
      data: {
        date: '2026-11-20',
        office: null,
        drivers: [
          row('d1', '青木', { state: 'ok', testResultId: 't1' }, { state: 'missing', testResultId: null }),
          row('d2', '石井', { state: 'failed', testResultId: 't2' }, { state: 'awaiting_confirmation', testResultId: 't3' }),
          row('d3', '上田', { state: 'missing', testResultId: null }, { state: 'missing', testResultId: null }, restingOnDuty),
        ],
      },
    });
  }) as typeof fetch;
  return { sent, fetchFn };
}
