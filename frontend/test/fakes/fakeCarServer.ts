import type { CarRecord } from '@fleetcheck/contracts';
import { errorAnswer, listPage, lookupPage } from './listPage';

/** A van of the company, as GET /car lists it: no office, its inspection and insurance ending on the days given. */
export const car = (number: string, inspection: string, insurance: string): CarRecord => ({
  _id: number,
  company: 'c1',
  number,
  model: 'Hiace',
  type: 'Van',
  chassisNo: 'TRH200-0001',
  production: '2020-04',
  inspection,
  insurance,
  office: null,
  createdAt: '2026-01-10T00:00:00.000Z',
  updatedAt: '2026-01-10T00:00:00.000Z',
  version: 0,
});

/**
 * GET /car (`cars`, paged as the read store pages: no car is one empty page; the page parses it with the contracts' schema), the car form's office lookup (no
 * offices) and GET /settings with the server's EXPIRY_WARNING_DAYS, as query-api answers a manager; a request
 * without a session 401. Held to the real server's answers by deploy/test/contract/frontend-record-fakes.test.ts.
 */
export const carServer =
  (cars: CarRecord[], expiryWarningDays = 30): typeof fetch =>
  async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (!new Headers(init?.headers).get('Authorization')) return errorAnswer('Errors.Unauthorized', 401);
    if (url.pathname === '/api/v1/settings')
      return Response.json({ operation: 'success', data: { language: 'en', company: { _id: 'c1', name: 'Alpha' }, expiryWarningDays } });
    if (url.pathname === '/api/v1/office') return Response.json(lookupPage([]));
    if (url.pathname !== '/api/v1/car') return errorAnswer('Errors.NotFound', 404);
    return Response.json(listPage(cars, url.searchParams));
  };
