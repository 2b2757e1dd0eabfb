import { errorAnswer } from './listPage';

/** A company with no plan yet, as GET /admin/company lists it. */
export const company = {
  _id: 'c1',
  name: 'Alpha Transport',
  email: 'alpha@example.com',
  phone: '03-1234-5678',
  fax: '',
  employeeCount: 12,
  carCount: 3,
  postcode: '100-0001',
  prefectures: 'Tokyo',
  municipalities: 'Chiyoda',
  town: '1-1',
  buildings: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 2,
  subscription: null,
  managerName: 'Yamada Taro',
  deviceTotal: 2,
};

/** A self-registered company paying by card, its term running to 30 November: billed again on 1 December. */
export const cardCompany = {
  ...company,
  _id: 'c2',
  name: 'Beta Logistics',
  managerName: 'Suzuki Hanako',
  subscription: {
    carCount: 6,
    deviceCount: 2,
    paymentSchedule: 'monthly' as const,
    paymentMethod: 'card' as const,
    status: 'Active' as const,
    startDate: '2026-11-01',
    expiryDate: '2026-11-30',
    totalAmount: 15000,
    deviceAmount: 6000,
    carAmount: 9000,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
};
/** A company awaiting its first bank transfer: no term yet, so no billing date. */
export const pendingCompany = {
  ...cardCompany,
  _id: 'c3',
  name: 'Gamma Freight',
  subscription: {
    ...cardCompany.subscription,
    paymentSchedule: 'yearly' as const,
    paymentMethod: 'bank transfer' as const,
    status: 'Pending' as const,
    startDate: null,
    expiryDate: null,
  },
};

/**
 * GET /admin/company (the three companies above, one page) and PUT /admin/company/:id as the servers answer an
 * admin; records every request. Held to the real server's answers by deploy/test/contract/frontend-admin-fakes.test.ts.
 */
export function companyServer() {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url: url.pathname + url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET' && url.pathname === '/api/v1/admin/company')
      return Response.json({ docs: [company, cardCompany, pendingCompany], totalDocs: 3, page: 1, limit: 50, totalPages: 1 });
    const id = /^\/api\/v1\/admin\/company\/([^/]+)$/.exec(url.pathname)?.[1];
    if (method === 'PUT' && id && [company, cardCompany, pendingCompany].some((known) => known._id === id))
      return Response.json({ operation: 'success', data: { id, revision: 3 }, position: '14' });
    return errorAnswer('Errors.NotFound', 404);
  };
  return { calls, fetchFn };
}
