interface StoredDriver {
  _id: string;
  id: string;
  company: string;
  username: string;
  lastName: string;
  firstName: string;
  spellingLastName: string;
  spellingFirstName: string;
  DOB: string;
  mobile: string;
  email: string;
  driverLicense: string;
  expirationDate: string;
  licenseType: string;
  office: { _id: string; name: string } | null;
  car: { _id: string; number: string; model: string } | null;
  image: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** The lookups (limit 1000) as the read side answers them: id and label only. */
const offices = [{ id: 'o1', name: '東京本社' }];
const cars = [{ id: 'c1', number: '品川 300 あ 12-34', model: 'Hiace' }];
/** One page of `docs`, of the size asked for (10 unless the request says). */
const page = <T>(docs: T[], url: URL) => ({
  docs,
  totalDocs: docs.length,
  page: 1,
  limit: Number(url.searchParams.get('limit') ?? 10),
  totalPages: 1,
});

const notFound = () => Response.json({ operation: 'error', error: { key: 'Errors.NotFound', status: 404 } }, { status: 404 });

/**
 * The driver endpoints of spec section 7 plus the office and car lookups the driver panel reads. Held to the
 * real server's answers by deploy/test/contract/frontend-fakes.test.ts.
 */
export class FakeDriverServer {
  drivers: StoredDriver[] = [];
  calls: { method: string; url: string; body?: Record<string, unknown> }[] = [];
  /** The next POST or PUT is refused with these field errors, as command-api does. */
  rejectNextWith: { path: string; key: string }[] | undefined;
  private nextId = 1;
  /** The event log's position, as the command side reports after each write. */
  private position = 0;

  /** A write's answer as command-api gives it: the record's id, its new revision, the position written. */
  private written(driver: StoredDriver): Response {
    this.position += 1;
    return Response.json({ operation: 'success', data: { id: driver._id, revision: driver.version }, position: String(this.position) });
  }

  add(lastName: string, firstName: string, officeId: string | null = null): StoredDriver {
    const n = this.nextId++;
    const driver: StoredDriver = {
      _id: `d${n}`,
      id: `d${n}`,
      company: 'c1',
      username: `driver${n}`,
      lastName,
      firstName,
      spellingLastName: 'ヤマダ',
      spellingFirstName: 'タロウ',
      DOB: '-',
      mobile: '',
      email: '',
      driverLicense: `30123456789${n}`,
      expirationDate: '2030-06-30',
      licenseType: '1',
      office: officeId === null ? null : { _id: officeId, name: offices.find((office) => office.id === officeId)?.name ?? '' },
      car: { _id: 'c1', number: '品川 300 あ 12-34', model: 'Hiace' },
      image: null,
      createdAt: '2026-11-22T00:00:00.000Z',
      updatedAt: '2026-11-22T00:00:00.000Z',
      version: 0,
    };
    this.drivers.push(driver);
    return driver;
  }

  fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    this.calls.push({ method, url: url.pathname + url.search, body });
    const [, , , resource, id] = url.pathname.split('/');
    if (method === 'GET' && resource === 'office') return Response.json(page(offices, url));
    if (method === 'GET' && resource === 'car') return Response.json(page(cars, url));
    if (method === 'GET') {
      const query = url.searchParams.get('query') ?? '';
      return Response.json(
        page(
          this.drivers.filter((driver) => driver.lastName.includes(query)),
          url,
        ),
      );
    }
    if ((method === 'POST' || method === 'PUT') && this.rejectNextWith) {
      const fields = this.rejectNextWith;
      this.rejectNextWith = undefined;
      return Response.json({ operation: 'error', error: { key: 'Errors.Invalid', status: 400, fields } }, { status: 400 });
    }
    // Issue 34: the driver app's invitation, as command-api answers it (24 h from the page's fixed clock).
    if (method === 'POST' && url.pathname.endsWith('/invitation')) {
      const link = `http://app.test/driver-app/invitation?auth=${id}.code`;
      return Response.json(
        {
          operation: 'success',
          data: {
            link,
            expiresAt: '2026-06-16T03:00:00.000Z',
            qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
            mailed: body?.mail === true,
          },
        },
        { status: 201 },
      );
    }
    if (method === 'POST' && body) {
      const driver = this.add(String(body.lastName), String(body.firstName), (body.office as string | null | undefined) ?? null);
      // The rest of the form as posted, as the server stores it.
      const posted = [
        'spellingLastName',
        'spellingFirstName',
        'DOB',
        'mobile',
        'email',
        'driverLicense',
        'expirationDate',
        'licenseType',
      ] as const;
      for (const field of posted) if (typeof body[field] === 'string') driver[field] = body[field];
      const car = cars.find((candidate) => candidate.id === body.car);
      if (car) driver.car = { _id: car.id, number: car.number, model: car.model };
      return Response.json(
        {
          operation: 'success',
          data: {
            name: `${driver.lastName} ${driver.firstName}`,
            username: driver.username,
            password: 'x7Kp2mQa',
          },
        },
        { status: 201 },
      );
    }
    if (method === 'PATCH' && id === 'driver-reset-password') {
      const driver = this.drivers.find((candidate) => candidate._id === body?.id);
      // A reset is a write of the driver's record, as on the server: its revision moves on.
      if (driver) driver.version += 1;
      return driver
        ? Response.json({
            operation: 'success',
            data: { name: `${driver.lastName} ${driver.firstName}`, username: driver.username, password: 'N3wPass99' },
          })
        : notFound();
    }
    const driver = this.drivers.find((candidate) => candidate._id === id);
    if ((method === 'PUT' || method === 'DELETE') && !driver) return notFound();
    if (method === 'PUT' && body && driver) {
      Object.assign(driver, { lastName: body.lastName, firstName: body.firstName, version: driver.version + 1 });
      return this.written(driver);
    }
    if (method === 'DELETE' && driver) {
      this.drivers = this.drivers.filter((candidate) => candidate._id !== id);
      return this.written({ ...driver, version: driver.version + 1 });
    }
    return Response.json({}, { status: 404 });
  };
}
