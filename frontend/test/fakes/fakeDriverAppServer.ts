import { DEFAULT_DRIVER_REMINDER_MARGIN_MINUTES, type DriverCheck, type DriverHome } from '@fleetcheck/contracts';
import { isReminderDue, officeStartTime, reminderDueAt } from '@fleetcheck/domain/test-result/driver-reminder';

const refusal = (key: string, status: number) => Response.json({ operation: 'error', error: { key, status } }, { status });

/**
 * The driver app's remote side (issue 34): GET /driver-app/home for the signed-in driver, GET /driver-app/checks of a
 * month, and the refresh of a driver's session (POST /auth/driver-token). The reminder is decided as query-api decides
 * it (the same domain rule, the default DRIVER_REMINDER_MARGIN_MINUTES) at `now`, the server's clock. It accepts only
 * the current access token (any other is taken for an expired one) and rotates both tokens on a refresh. Held to the
 * real server's answers by deploy/test/contract/frontend-fakes.test.ts.
 */
export class FakeDriverAppServer {
  validToken = 'driver-token-1';
  validRefreshToken = 'driver-refresh-1';
  /** The server's clock: Tuesday 1 December 2026, 08:31 in Japan. */
  now = new Date('2026-11-30T23:31:00.000Z');
  /** The Japan day of `now`. */
  today = '2026-12-01';
  office: { startTime: string | null; cutoff: string | null } | null = { startTime: '08:00', cutoff: '18:00' };
  onDuty = true;
  checks: DriverCheck[] = [];
  /** Set: every read answers 503 Errors.Unavailable, as the API does while its stores are down. */
  unavailable = false;
  calls: { method: string; path: string; authorization: string | null; body?: unknown }[] = [];
  private rotations = 0;

  home(): DriverHome {
    const startTime = officeStartTime(this.office ?? undefined);
    const dueAt = reminderDueAt({
      day: this.today,
      startTime,
      marginMinutes: DEFAULT_DRIVER_REMINDER_MARGIN_MINUTES,
      onDuty: this.onDuty,
      hasBeforeDrivingCheck: this.checks.some((check) => check.timing === 'before_driving'),
    });
    return {
      driver: { id: 'd1', firstName: '一郎', lastName: '鈴木' },
      company: { id: 'c1', name: 'A運輸' },
      office: this.office ? { id: 'o1', name: '本社', startTime, cutoff: this.office.cutoff ?? '23:00' } : null,
      officePhone: '052-111-2222',
      defaultVehicle: 'car1',
      cars: [{ id: 'car1', number: '品川 300 あ 12-34', model: 'ハイエース' }],
      detectors: [{ id: 'dev1', serialNo: 'SN-0001', model: 1, lastUsedAt: null }],
      today: { date: this.today, checks: this.checks },
      reminder: { show: isReminderDue(dueAt, this.now), dueAt },
    };
  }

  fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const authorization = new Headers(init?.headers).get('Authorization');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    this.calls.push({ method, path: url.pathname + url.search, authorization, body });
    if (method === 'POST' && url.pathname === '/api/v1/auth/driver-token') {
      // As the server answers a refresh token it does not accept (command-api test/auth.api.test.ts).
      if ((body as { refreshToken?: string }).refreshToken !== this.validRefreshToken) return refusal('Errors.RefreshTokenInvalid', 401);
      this.rotations += 1;
      this.validToken = `driver-token-${this.rotations + 1}`;
      this.validRefreshToken = `driver-refresh-${this.rotations + 1}`;
      return Response.json({
        operation: 'success',
        data: {
          token: this.validToken,
          refreshToken: this.validRefreshToken,
          jwtExpire: '2026-12-01T00:00:00.000Z',
          refreshTokenExpires: '2026-12-05T00:00:00.000Z',
        },
      });
    }
    if (this.unavailable) return refusal('Errors.Unavailable', 503);
    if (authorization !== `JWT ${this.validToken}`) return refusal('Errors.TokenExpired', 401);
    if (method === 'GET' && url.pathname === '/api/v1/driver-app/home') return Response.json(this.home());
    if (method === 'GET' && url.pathname === '/api/v1/driver-app/checks')
      return Response.json({ month: url.searchParams.get('month'), checks: this.checks });
    return refusal('Errors.NotFound', 404);
  };
}
