/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read as arbitrary JSON */
import { eventually } from './eventually';
import { carBody, driverBody, managerBody, manualTestBody, officeBody } from './request-bodies';
import type { SeededSystem } from './seeded-system';

/** A 1×1 PNG, as the forms upload it (base64). */
export const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * One company's resources, each created fresh through the API as its manager (so a test may change or delete
 * it), and read back through query-api as that manager once the projections show it.
 */
export function companyResources(sys: SeededSystem, token: () => string) {
  let made = 0;
  const unique = () => `${Date.now().toString(36)}-${++made}`;
  async function created(route: string, body: unknown): Promise<any> {
    const res = await sys.call('POST', route, { token: token(), body });
    if (res.status !== 201) throw new Error(`POST ${route}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }
  /** The record of a list read (`?page=1&limit=100`) whose `field` is `value`, once it is there. */
  const listed = (route: string, field: string, value: string) =>
    eventually(`${route} to list ${value}`, async () => {
      const res = await sys.call('GET', `${route}${route.includes('?') ? '&' : '?'}page=1&limit=100`, { token: token() });
      return (res.body.docs as any[] | undefined)?.find((doc) => doc[field] === value);
    });
  /** The record, or undefined when it is gone (no waiting). */
  async function current(route: string, id: string): Promise<any> {
    const res = await sys.call('GET', `${route}${route.includes('?') ? '&' : '?'}page=1&limit=100`, { token: token() });
    if (res.status !== 200) throw new Error(`GET ${route}: ${res.status}`);
    return (res.body.docs as any[]).find((doc) => doc._id === id);
  }

  let checker: Promise<string> | undefined;
  const resources = {
    /** A registered manager of the company who checks drivers (確認者): the first one listed. */
    checker(): Promise<string> {
      checker ??= (async () => {
        const res = await sys.call('GET', '/manager?page=1&limit=100', { token: token() });
        return ((res.body.docs as any[] | undefined)?.[0]?._id as string | undefined) ?? resources.manager();
      })();
      return checker;
    },
    async office(): Promise<string> {
      const { id } = await created('/office', officeBody(`営業所 ${unique()}`));
      await listed('/office', '_id', id);
      return id;
    },
    async car(office?: string): Promise<string> {
      const { id } = await created('/car', carBody(`品川 300 あ ${unique()}`, office ?? (await resources.office())));
      await listed('/car', '_id', id);
      return id;
    },
    async driver(car?: string, office: string | null = null): Promise<string> {
      const email = `driver-${unique()}@a.example`;
      await created('/driver', driverBody(car ?? (await resources.car()), office, email));
      return (await listed('/driver', 'email', email))._id as string;
    },
    async manager(): Promise<string> {
      const email = `manager-${unique()}@a.example`;
      await created('/manager', managerBody(email));
      return (await listed('/manager', 'email', email))._id as string;
    },
    async device(): Promise<string> {
      const { id } = await created('/device', { serialNo: `SN-${unique()}`, model: 2 });
      await listed('/device', '_id', id);
      return id;
    },
    /** A test recorded by hand, today (Japan), as the test-result list shows it. */
    async testResult(result = 0): Promise<{ id: string; driver: string; car: string; office: string }> {
      const office = await resources.office();
      const car = await resources.car(office);
      const driver = await resources.driver(car, office);
      const { id } = await created('/test-result', manualTestBody(driver, car, await resources.checker(), result));
      await listed('/test-result', '_id', id);
      return { id, driver, car, office };
    },
    /** The ALCOHOL_TEST_FAILED alert a failing test raises (the workers must run). */
    async notification(): Promise<string> {
      const before = new Set((await resources.notifications()).map((n) => n._id as string));
      await resources.testResult(0.25);
      const alert = await eventually('the alert of a failing test', async () =>
        (await resources.notifications()).find((n) => n.type === 'ALCOHOL_TEST_FAILED' && !before.has(n._id)),
      );
      return alert._id as string;
    },
    /** An uploaded photo: its path (`/api/v1/images/<company>/<id>`) and id. */
    async image(): Promise<{ image: string; id: string }> {
      const res = await sys.call('POST', '/upload', {
        token: token(),
        body: { name: 'pixel.png', fileType: 'image/png', file: PIXEL_PNG },
      });
      if (res.status !== 201) throw new Error(`POST /upload: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data as { image: string; id: string };
    },

    /** The dashboard's undismissed notifications. */
    async notifications(): Promise<any[]> {
      const res = await sys.call('GET', '/home', { token: token() });
      if (res.status !== 200) throw new Error(`GET /home: ${res.status}`);
      return res.body.data.notifications as any[];
    },
    current,
    async driverById(id: string): Promise<any> {
      const res = await sys.call('GET', `/driver/${id}`, { token: token() });
      return res.status === 200 ? res.body.data : res.status;
    },
  };
  return resources;
}
export type CompanyResources = ReturnType<typeof companyResources>;
