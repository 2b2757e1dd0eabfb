import { FakeOfficeServer } from './fakeOfficeServer';
import { errorAnswer } from './listPage';

/** An Osaka company's profile, as GET /auth/company-profile answers its manager: a fax, no building line. */
export const osakaCompanyProfile = {
  _id: 'c1',
  name: '山田運送株式会社',
  email: 'office@yamada-unso.example',
  phone: '06-1234-5678',
  fax: '06-1234-5679',
  employeeCount: 40,
  carCount: 12,
  postcode: '530-0001',
  prefectures: '大阪府',
  municipalities: '大阪市北区',
  town: '梅田1-1-1',
  buildings: '',
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
  version: 3,
};

/**
 * GET /auth/company-profile as query-api answers a company's manager, and the office endpoints (the page the
 * layout shows) as `offices` answers them (none by default); anything else 404, a request without a session 401.
 * Records what it was asked. Held to the real server's answers by deploy/test/contract/frontend-record-fakes.test.ts.
 */
export function companyProfileServer(profile = osakaCompanyProfile, offices = new FakeOfficeServer()) {
  const asked: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    asked.push(`${method} ${url.pathname}${url.search}`);
    if (!new Headers(init?.headers).get('Authorization')) return errorAnswer('Errors.Unauthorized', 401);
    if (method === 'GET' && url.pathname === '/api/v1/auth/company-profile') return Response.json({ operation: 'success', data: profile });
    if (/^\/api\/v1\/office(\/|$)/.test(url.pathname)) return offices.fetch(input, init);
    return errorAnswer('Errors.NotFound', 404);
  };
  return { asked, fetchFn };
}
