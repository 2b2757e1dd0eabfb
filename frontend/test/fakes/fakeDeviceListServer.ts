import type { CompanyDeviceRecord, DeviceRecord } from '@fleetcheck/contracts';
import { errorAnswer } from './listPage';

const stamps = { createdAt: '2026-01-10T00:00:00.000Z', updatedAt: '2026-01-10T00:00:00.000Z', version: 0 };
/** A detector of the company's own, as GET /device lists it. */
export const ownDevice = (serialNo: string, model: number, extra: Partial<CompanyDeviceRecord> = {}): CompanyDeviceRecord => ({
  _id: serialNo,
  company: 'c1',
  serialNo,
  model,
  totalUsed: 0,
  outOfService: null,
  checker: null,
  ...stamps,
  ...extra,
});
/** A detector the platform rents the company, as GET /device/rented lists it. */
export const rentedDevice = (serialNo: string, model: number, status: number, extra: Partial<DeviceRecord> = {}): DeviceRecord => ({
  _id: serialNo,
  serialNo,
  company: { _id: 'c1', name: '東京運輸株式会社' },
  regDate: '2026-01-15',
  status,
  model,
  totalUsed: 0,
  outOfService: status === 2 ? 'retired' : null,
  checker: null,
  ...stamps,
  ...extra,
});

/**
 * GET /device (the company's own detectors, one page) and GET /device/rented as query-api answers them; 404 for
 * anything else. Held to the real server's answers by deploy/test/contract/frontend-admin-fakes.test.ts.
 */
export function deviceListServer(own: CompanyDeviceRecord[], rented: DeviceRecord[]): typeof fetch {
  return async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/device/rented') return Response.json({ operation: 'success', data: rented });
    if (url.pathname === '/api/v1/device')
      return Response.json({
        docs: own,
        totalDocs: own.length,
        page: 1,
        limit: Number(url.searchParams.get('limit') ?? 10),
        totalPages: 1,
      });
    return errorAnswer('Errors.NotFound', 404);
  };
}
