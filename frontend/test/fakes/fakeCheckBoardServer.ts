import { infoCardSchema, type CheckBoardRow } from '@fleetcheck/contracts';
import { errorAnswer, lookupPage } from './listPage';

const row = (
  driverId: string,
  lastName: string,
  before: CheckBoardRow['before_driving'],
  after: CheckBoardRow['after_driving'],
  onDuty = true,
  officeId: string | null = null,
) => ({
  driverId,
  lastName,
  firstName: '太郎',
  officeId,
  onDuty,
  before_driving: before,
  after_driving: after,
});

/** A detector's upload of 18 Nov 2026 that names no 確認者 and no vehicle (nor why): kept, and incomplete. */
const incompleteRecord = infoCardSchema.parse({
  _id: 't9',
  firstName: '太郎',
  lastName: '江藤',
  time: '7:45',
  date: '2026-11-18',
  result: 0,
  status: 1,
  failed: false,
  device: 'FC-0001',
  carNumber: null,
  carModel: null,
  driverLicense: null,
  licenseType: null,
  expirationDate: null,
  DOB: null,
  office: null,
  driver: 'd4',
  vehicle: null,
  tel: null,
  email: null,
  location: null,
  mapImage: null,
  testedAt: '2026-11-18T07:45:00+09:00',
  checkType: 'before_driving',
  method: 'face_to_face',
  checkedBy: null,
  missingItems: ['checker', 'noVehicleReason'],
});

/** An instant of a Japan day at a Japan time, as the server writes it (UTC). */
const japanInstant = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`).toISOString();

/**
 * Each car's daily inspection of `date`, as GET /vehicle-inspection/day answers it (cars by number; 本社 is o1,
 * 大阪営業所 o2): one inspected all OK, one with an abnormal item (not fit until a manager clears it), one not
 * inspected, and one inspected all OK but still not fit (an earlier day's fault waits). Held to the real server's
 * answers by deploy/test/contract/frontend-admin-fakes.test.ts.
 */
export const inspectionDay = (date: string) => ({
  date,
  docs: [
    { carId: 'v1', carNumber: '品川 300 あ 12-34', officeId: 'o1', status: 'ok', fit: true, inspectedAt: japanInstant(date, '07:30') },
    {
      carId: 'v2',
      carNumber: '品川 300 い 56-78',
      officeId: 'o1',
      status: 'abnormal',
      fit: false,
      inspectedAt: japanInstant(date, '07:45'),
    },
    { carId: 'v3', carNumber: '大阪 400 う 90-12', officeId: 'o2', status: 'none', fit: true, inspectedAt: null },
    { carId: 'v4', carNumber: '大阪 400 え 34-56', officeId: 'o2', status: 'ok', fit: false, inspectedAt: japanInstant(date, '08:05') },
  ],
});

/** GET /vehicle-inspection/day: the day asked (today, Japan time, when none is: here the board's 20 Nov 2026). */
const inspectionDayAnswer = (url: URL) => Response.json(inspectionDay(url.searchParams.get('date') ?? '2026-11-20'));

/**
 * A check from the driver app of 19 Nov 2026 whose office's cut-off passed with no live confirmation (issue 35
 * item 5): 未確認, listed as incomplete until a manager confirms it live.
 */
const unconfirmedRecord = infoCardSchema.parse({
  ...incompleteRecord,
  _id: 't10',
  firstName: '太郎',
  lastName: '小野',
  time: '8:10',
  date: '2026-11-19',
  result: 0,
  status: 1,
  failed: false,
  testedAt: '2026-11-19T08:10:00+09:00',
  checkType: 'after_driving',
  method: 'remote',
  checkedBy: null,
  source: 'driver_app',
  missingItems: ['liveConfirmation'],
});

/**
 * Answers the board of 20 Nov 2026, each car's daily inspection of the day, its incomplete records, newest first as the server sorts them (a driver-app check of 19 Nov not confirmed live, and one of 18 Nov) and the duty command, as the APIs do;
 * records what was sent.
 */
export function boardServer() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  let restingOnDuty = false;
  // d3's duty stream: marked off duty for the day once (revision 0); a change moves it on, a retry writes nothing.
  let dutyRevision = 0;
  const resting = () => ({ state: restingOnDuty ? 'missing' : 'off_duty', testResultId: null, offline: false }) as const;
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    sent.push({ method, path: `${url.pathname}${url.search}`, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (method === 'POST') {
      const { onDuty } = JSON.parse(String(init!.body)) as { onDuty: boolean };
      const changed = onDuty !== restingOnDuty;
      if (changed) dutyRevision += 1;
      restingOnDuty = onDuty;
      // As command-api's accepted(): the stream's revision, and the log position when something was written.
      return json({ operation: 'success', data: { id: 'd3', revision: dutyRevision }, ...(changed ? { position: '12' } : {}) });
    }
    if (url.pathname === '/api/v1/vehicle-inspection/day') return inspectionDayAnswer(url);
    if (url.pathname === '/api/v1/test-result' && url.searchParams.get('completeness') === 'incomplete')
      return json({ docs: [unconfirmedRecord, incompleteRecord], totalDocs: 2, page: 1, limit: 10, totalPages: 1 });
    return json({
      operation: 'success',
      data: {
        date: '2026-11-20',
        office: null,
        drivers: [
          row('d1', '青木', { state: 'ok', testResultId: 't1', offline: false }, { state: 'missing', testResultId: null, offline: false }),
          // t3 was taken in the driver app with no network and sent later.
          row(
            'd2',
            '石井',
            { state: 'failed', testResultId: 't2', offline: false },
            { state: 'awaiting_confirmation', testResultId: 't3', offline: true },
          ),
          // t4 was taken in the driver app and no manager confirmed it live by the cut-off: 未確認.
          row(
            'd4',
            '遠藤',
            { state: 'not_confirmed', testResultId: 't4', offline: false },
            { state: 'ok', testResultId: 't5', offline: false },
          ),
          // Off duty, no check is missing: the board says off duty (not needed) until the driver is back on duty.
          row('d3', '上田', resting(), resting(), restingOnDuty),
        ],
      },
    });
  }) as typeof fetch;
  return { sent, fetchFn };
}

/** The company's offices as the lookup lists them (GET /office?page=1&limit=1000). */
export const boardOffices = [
  { id: 'o1', name: '本社' },
  { id: 'o2', name: '大阪営業所' },
];

/**
 * The office lookup (本社, 大阪営業所), each car's daily inspection, and the board of whatever day is asked, of the whole company or of one of its
 * offices (青木 works at 本社, 石井 at 大阪営業所), as query-api answers them: an office not of the company answers 404,
 * a request without a session 401. Records the board's queries. Held to the real server's answers by
 * deploy/test/contract/frontend-admin-fakes.test.ts.
 */
export function officeBoardServer() {
  const boards: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (!new Headers(init?.headers).get('Authorization')) return errorAnswer('Errors.Unauthorized', 401);
    if (url.pathname === '/api/v1/office') return Response.json(lookupPage(boardOffices));
    if (url.pathname === '/api/v1/vehicle-inspection/day') return inspectionDayAnswer(url);
    if (url.pathname !== '/api/v1/check-board') return errorAnswer('Errors.NotFound', 404);
    boards.push(url.search);
    const office = url.searchParams.get('office');
    // Another company's office answers as a missing one.
    if (office !== null && !boardOffices.some((known) => known.id === office)) return errorAnswer('Errors.NotFound', 404);
    const missing = { state: 'missing', testResultId: null, offline: false } as const;
    const drivers = [row('d1', '青木', missing, missing, true, 'o1'), row('d2', '石井', missing, missing, true, 'o2')];
    return Response.json({
      operation: 'success',
      data: {
        date: url.searchParams.get('date'),
        office,
        drivers: drivers.filter((driver) => office === null || driver.officeId === office),
      },
    });
  };
  return { boards, fetchFn };
}
