import { DEFAULT_DRIVER_REMINDER_MARGIN_MINUTES } from '@fleetcheck/contracts';
import { assertRoomForReminder } from '@fleetcheck/domain/office/office-hours';
import { DomainError } from '@fleetcheck/domain/shared/domain-error';
import { listPage } from './listPage';

const officeFields = [
  'name',
  'phone',
  'fax',
  'postcode',
  'prefectures',
  'municipalities',
  'town',
  'buildings',
  'startTime',
  'cutoff',
] as const;
type OfficeFields = Record<(typeof officeFields)[number], string>;

interface StoredOffice extends OfficeFields {
  _id: string;
  company: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/**
 * The remote office endpoints as the spec describes lists: page, limit, query, sort -> {docs, totalDocs}.
 * Held to the real server's answers by deploy/test/contract/frontend-fakes.test.ts.
 */
export class FakeOfficeServer {
  offices: StoredOffice[] = [];
  calls: { method: string; url: string; body?: unknown; ifMatch?: string }[] = [];
  private nextId = 1;
  /** The event log's position, as the command side reports after each write. */
  private position = 0;

  /** A write's answer as command-api gives it: the record's id, its new revision, the position written. */
  private written(office: StoredOffice, status = 200): Response {
    this.position += 1;
    return Response.json(
      { operation: 'success', data: { id: office._id, revision: office.version }, position: String(this.position) },
      { status },
    );
  }

  seed(count: number): void {
    for (let i = 1; i <= count; i++)
      this.add({
        name: `Office ${String(i).padStart(2, '0')}`,
        phone: `03-1234-${String(i).padStart(4, '0')}`,
      });
  }

  add(fields: Partial<OfficeFields>): StoredOffice {
    const office: StoredOffice = {
      ...(Object.fromEntries(officeFields.map((field) => [field, fields[field] ?? ''])) as OfficeFields),
      _id: `o${this.nextId++}`,
      company: 'c1',
      createdAt: '2026-11-22T00:00:00.000Z',
      updatedAt: '2026-11-22T00:00:00.000Z',
      version: 0,
    };
    this.offices.push(office);
    return office;
  }

  private refusalOf(body: Record<string, string>): Response | undefined {
    try {
      assertRoomForReminder(body, DEFAULT_DRIVER_REMINDER_MARGIN_MINUTES);
      return undefined;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return Response.json(
        { operation: 'error', error: { key: error.key, status: error.status, fields: error.fields } },
        { status: error.status },
      );
    }
  }

  fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : undefined;
    const ifMatch = new Headers(init?.headers).get('If-Match') ?? undefined;
    this.calls.push({ method, url: url.pathname + url.search, body, ifMatch });
    const id = url.pathname.split('/')[4];
    // As the command side: a version other than the stored one (someone else wrote meanwhile) is refused.
    const target = this.offices.find((candidate) => candidate._id === id);
    if (target && ifMatch !== undefined && ifMatch !== `"${target.version}"`)
      return Response.json({ operation: 'error', error: { key: 'Errors.Conflict', status: 412 } }, { status: 412 });
    if (method === 'GET') {
      const params = url.searchParams;
      const query = params.get('query') ?? '';
      const sort = params.get('sort') ?? '';
      const field = sort.replace(/^-/, '') || 'name';
      const matching = this.offices
        .filter((office) => office.name.includes(query))
        .sort(
          (a, b) =>
            String(a[field as keyof StoredOffice] ?? '').localeCompare(String(b[field as keyof StoredOffice] ?? '')) *
            (sort.startsWith('-') ? -1 : 1),
        );
      return Response.json(listPage(matching, params));
    }
    // As the office decider, with the server's default DRIVER_REMINDER_MARGIN_MINUTES: nothing is stored.
    if ((method === 'POST' || method === 'PUT') && body) {
      const refusal = this.refusalOf(body);
      if (refusal) return refusal;
    }
    if (method === 'POST' && body) return this.written(this.add(body), 201);
    if ((method === 'PUT' || method === 'DELETE') && !target)
      return Response.json({ operation: 'error', error: { key: 'Errors.NotFound', status: 404 } }, { status: 404 });
    if (method === 'PUT' && body && target) {
      Object.assign(target, body, { version: target.version + 1 });
      return this.written(target);
    }
    if (method === 'DELETE' && target) {
      this.offices = this.offices.filter((office) => office._id !== id);
      return this.written({ ...target, version: target.version + 1 });
    }
    return Response.json({}, { status: 404 });
  };
}
