import { boardOffices } from './fakeCheckBoardServer';
import { errorAnswer, lookupPage } from './listPage';

/**
 * November 2026's missed checks as query-api answers them (days judged through the 19th): 青木 of 本社 missed the
 * after-driving check on the 2nd and both on the 5th, 石井 of 大阪営業所 the before-driving check on the 3rd. Another
 * company's office answers 404, a request without a session 401. Records the months asked.
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
    const month = url.searchParams.get('month');
    return Response.json({
      operation: 'success',
      data: { month, office, judgedThrough: month === '2026-11' ? '2026-11-19' : null, drivers, offices },
    });
  };
  return { asked, fetchFn };
}

/** The records returned and not corrected yet (GET /test-result?confirmation=returned), one page of two. */
export function returnedRecordsServer() {
  const asked: string[] = [];
  const card = (id: string, lastName: string, date: string, checkType: string, comment: string) => ({
    _id: id,
    firstName: '太郎',
    lastName,
    time: '8:30',
    date,
    result: 0,
    status: 1,
    failed: false,
    device: null,
    carNumber: null,
    carModel: null,
    driverLicense: null,
    licenseType: null,
    expirationDate: null,
    DOB: null,
    office: '本社',
    driver: 'd1',
    vehicle: null,
    tel: null,
    email: null,
    location: null,
    mapImage: null,
    testedAt: `${date}T08:30:00+09:00`,
    checkType,
    method: 'face_to_face',
    checkedBy: null,
    confirmationStatus: 'returned',
    // 01:05 UTC on the 20th is 10:05 in Japan.
    confirmation: { decision: 'returned', comment, manager: { managerId: 'm1', name: '鈴木 花子' }, decidedAt: '2026-11-20T01:05:00.000Z' },
  });
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (!new Headers(init?.headers).get('Authorization')) return errorAnswer('Errors.Unauthorized', 401);
    if (url.pathname !== '/api/v1/test-result') return errorAnswer('Errors.NotFound', 404);
    asked.push(url.search);
    const docs = [
      card('t1', '青木', '2026-11-19', 'before_driving', '車両番号が違います'),
      card('t2', '石井', '2026-10-02', 'after_driving', '確認者の記入漏れ'),
    ];
    return Response.json({ docs, totalDocs: 2, page: 1, limit: 20, totalPages: 1 });
  };
  return { asked, fetchFn };
}
