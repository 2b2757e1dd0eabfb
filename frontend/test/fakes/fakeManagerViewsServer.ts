import { infoCardSchema } from '@fleetcheck/contracts';
import { boardOffices } from './fakeCheckBoardServer';
import { errorAnswer, lookupPage } from './listPage';

/** The last day of a month ('2026-10' -> '2026-10-31'). */
const lastDayOf = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/**
 * November 2026's missed checks as query-api answers them (today is the 20th: days judged through the 19th): 青木 of
 * 本社 missed the after-driving check on the 2nd and both on the 5th, 石井 of 大阪営業所 the before-driving check on the
 * 3rd. An earlier month is judged whole with nothing missed; a later one has no day over yet: nothing judged. Another company's office answers 404, a
 * request without a session 401. Records the months asked. Held to the real server's answers by
 * deploy/test/contract/frontend-admin-fakes.test.ts.
 */
export function missedChecksServer() {
  const asked: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (!new Headers(init?.headers).get('Authorization')) return errorAnswer('Errors.Unauthorized', 401);
    if (url.pathname === '/api/v1/office') return Response.json(lookupPage(boardOffices));
    if (url.pathname !== '/api/v1/check-board/missed') return errorAnswer('Errors.NotFound', 404);
    asked.push(url.search);
    const office = url.searchParams.get('office');
    if (office !== null && !boardOffices.some((known) => known.id === office)) return errorAnswer('Errors.NotFound', 404);
    const drivers = [
      {
        driverId: 'd1',
        lastName: '青木',
        firstName: '太郎',
        officeId: 'o1',
        days: [
          { date: '2026-11-02', checkTypes: ['after_driving'] },
          { date: '2026-11-05', checkTypes: ['before_driving', 'after_driving'] },
        ],
      },
      {
        driverId: 'd2',
        lastName: '石井',
        firstName: '太郎',
        officeId: 'o2',
        days: [{ date: '2026-11-03', checkTypes: ['before_driving'] }],
      },
    ].filter((driver) => office === null || driver.officeId === office);
    const offices = [
      { officeId: 'o1', name: '本社', missedDays: 2, drivers: 1 },
      { officeId: 'o2', name: '大阪営業所', missedDays: 1, drivers: 1 },
    ].filter((row) => office === null || row.officeId === office);
    const month = url.searchParams.get('month') ?? '2026-11';
    const story = month === '2026-11';
    return Response.json({
      operation: 'success',
      data: {
        month,
        office,
        judgedThrough: story ? '2026-11-19' : month < '2026-11' ? lastDayOf(month) : null,
        drivers: story ? drivers : [],
        offices: story ? offices : [],
      },
    });
  };
  return { asked, fetchFn };
}

/**
 * The records returned and not corrected yet (GET /test-result?confirmation=returned), one page of two: checks
 * entered by hand face to face at 本社 (the car, the driver's licence, the 確認者 and the instructions written in,
 * no detector), each sealed into the company's record chain as the server's are. Held to the real server's answers
 * by deploy/test/contract/frontend-record-fakes.test.ts.
 */
export function returnedRecordsServer() {
  const asked: string[] = [];
  const card = (
    [id, driver, ledgerSeq]: [string, string, number],
    [lastName, spellingLastName, email]: [string, string, string],
    [date, checkType, comment]: [string, string, string],
  ) =>
    infoCardSchema.parse({
      _id: id,
      firstName: '太郎',
      lastName,
      spellingFirstName: 'タロウ',
      spellingLastName,
      time: '8:30',
      date,
      result: 0,
      status: 1,
      failed: false,
      device: null,
      carNumber: '品川 300 あ 12-34',
      carModel: 'Hiace',
      driverLicense: '123456789012',
      licenseType: '1',
      expirationDate: '2029-01-31',
      DOB: '-',
      office: '本社',
      driver,
      vehicle: 'c1',
      tel: '090-1234-5678',
      email,
      location: null,
      mapImage: null,
      // 08:30 in Japan, written five minutes later; the server writes instants in UTC.
      testedAt: new Date(`${date}T08:30:00+09:00`).toISOString(),
      enteredAt: new Date(`${date}T08:35:00+09:00`).toISOString(),
      checkType,
      method: 'face_to_face',
      source: 'manual',
      checkedBy: null,
      checker: { managerId: 'm2', name: '佐藤 花子' },
      instructions: '安全運転に努めること',
      noDetectorReason: '検知器の電池切れ',
      confirmationStatus: 'returned',
      // 01:05 UTC on the 20th is 10:05 in Japan.
      confirmation: {
        decision: 'returned',
        comment,
        manager: { managerId: 'm1', name: '鈴木 花子' },
        decidedAt: '2026-11-20T01:05:00.000Z',
      },
      ledgerSeq,
      ledgerHash: String(ledgerSeq).repeat(64),
    });
  const docs = [
    card(['t1', 'd1', 7], ['青木', 'アオキ', 'aoki@example.com'], ['2026-11-19', 'before_driving', '車両番号が違います']),
    card(['t2', 'd2', 3], ['石井', 'イシイ', 'ishii@example.com'], ['2026-10-02', 'after_driving', '確認者の記入漏れ']),
  ];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (!new Headers(init?.headers).get('Authorization')) return errorAnswer('Errors.Unauthorized', 401);
    if (url.pathname !== '/api/v1/test-result') return errorAnswer('Errors.NotFound', 404);
    asked.push(url.search);
    return Response.json({ docs, totalDocs: 2, page: 1, limit: 20, totalPages: 1 });
  };
  return { asked, fetchFn };
}
