import { lookupPage as page } from './listPage';

/** Detectors the platform rents the company, one out of service (its own list holds OWN-001, and OWN-002 past its 使用期限). */
const rentedDetectors = [
  {
    _id: 'rent1',
    serialNo: 'RENT-001',
    company: { _id: 'co1', name: '東京運送' },
    regDate: '2025-01-15',
    status: 0,
    model: 2,
    totalUsed: 0,
    outOfService: null,
    checker: null,
    createdAt: '2025-01-15T00:00:00.000Z',
    updatedAt: '2025-01-15T00:00:00.000Z',
    version: 0,
  },
  {
    _id: 'rent2',
    serialNo: 'RENT-002',
    company: { _id: 'co1', name: '東京運送' },
    regDate: '2025-01-15',
    status: 2,
    model: 2,
    totalUsed: 0,
    outOfService: 'check_failed',
    checker: null,
    createdAt: '2025-01-15T00:00:00.000Z',
    updatedAt: '2025-01-15T00:00:00.000Z',
    version: 0,
  },
];

/** Answers the lookups the form reads and POST /test-result (refused once, when `refuseFirst`); records the bodies. */
export function manualCheckServer(refuseFirst: boolean) {
  const posted: unknown[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      if (refuseFirst && posted.length === 1)
        return json(
          { operation: 'error', error: { key: 'Errors.Invalid', status: 400, fields: [{ path: 'remoteMethod', key: 'Errors.Required' }] } },
          400,
        );
      return json({ operation: 'success', data: { id: 't1', revision: 0 }, position: '10' }, 201);
    }
    switch (url.pathname) {
      case '/api/v1/driver':
        return json(page([{ id: 'd1', lastName: '青木', firstName: '太郎' }]));
      case '/api/v1/manager':
        return json(page([{ id: 'm1', lastName: '佐藤', firstName: '花子' }]));
      case '/api/v1/car':
        return json(page([{ id: 'c1', number: '品川 300 あ 12-34', model: 'Hiace' }]));
      case '/api/v1/device':
        return json(
          page([
            { id: 'own1', serialNo: 'OWN-001', outOfService: null },
            { id: 'own2', serialNo: 'OWN-002', outOfService: 'usage_limit_passed' },
          ]),
        );
      case '/api/v1/device/rented':
        return json({ operation: 'success', data: rentedDetectors });
      default:
        return json({ operation: 'error', error: { key: 'Errors.NotFound', status: 404 } }, 404);
    }
  }) as typeof fetch;
  return { posted, fetchFn };
}
