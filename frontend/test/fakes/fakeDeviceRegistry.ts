import type { DeviceRecord } from '@fleetcheck/contracts';
/** A registered detector as GET /admin/device lists it. */
type StoredDevice = DeviceRecord;

export const companies = [
  { _id: 'c1', name: 'Alpha Transport' },
  { _id: 'c2', name: 'Beta Logistics' },
];
const companyDoc = (company: (typeof companies)[number]) => ({
  ...company,
  email: 'a@example.com',
  phone: '03-1234-5678',
  fax: '',
  employeeCount: 1,
  carCount: 1,
  postcode: '100-0001',
  prefectures: 'Tokyo',
  municipalities: 'Chiyoda',
  town: '1-1',
  buildings: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 0,
  subscription: null,
  managerName: null,
  deviceTotal: 0,
});

/** The registry endpoints as query-api and command-api answer them, serial numbers unique. */
export class FakeDeviceRegistry {
  devices: StoredDevice[] = [];
  posts: unknown[] = [];
  fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/v1/admin/company')
      return Response.json({ docs: companies.map(companyDoc), totalDocs: companies.length, page: 1, limit: 1000, totalPages: 1 });
    if (method === 'GET' && url.pathname === '/api/v1/admin/device')
      return Response.json({ docs: this.devices, totalDocs: this.devices.length, page: 1, limit: 10, totalPages: 1 });
    if (method === 'POST' && url.pathname === '/api/v1/admin/device') {
      const body = JSON.parse(String(init?.body)) as { serialNo: string; company: string; regDate: string; status: number; model: number };
      this.posts.push(body);
      if (this.devices.some((device) => device.serialNo === body.serialNo))
        // As command-api's serialTaken(): the key, and the field it is about.
        return Response.json(
          {
            operation: 'error',
            error: { key: 'Errors.SerialNoTaken', status: 409, fields: [{ path: 'serialNo', key: 'Errors.SerialNoTaken' }] },
          },
          { status: 409 },
        );
      const company = companies.find((candidate) => candidate._id === body.company) ?? null;
      const id = `d${this.devices.length + 1}`;
      // As query-api lists it: a registry status of 2 is out of service, taken out by the platform.
      const outOfService = body.status === 2 ? ('retired' as const) : null;
      // Stamped when registered, as the read side lists it (the fake's clock: the companies' day).
      const at = '2026-11-01T00:00:00.000Z';
      this.devices.push({ ...body, _id: id, company, totalUsed: 0, outOfService, checker: null, createdAt: at, updatedAt: at, version: 0 });
      // As command-api's registerDevice: the secret names the device and is returned this once.
      return Response.json(
        { operation: 'success', data: { id, revision: 0, secret: `${id}.s3cr3t-once` }, position: String(this.devices.length) },
        { status: 201 },
      );
    }
    return Response.json({}, { status: 404 });
  };
}
