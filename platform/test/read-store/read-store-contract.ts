import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineCollection } from '../../src/read-store/definition';
import {
  DuplicateKeyError,
  InvalidFieldPathError,
  InvalidQueryError,
  type CollectionDefinition,
  type ReadCollection,
  type ReadDocument,
  type ReadStore,
} from '../../src/read-store/port';

export interface ReadStoreUnderTest {
  store: ReadStore;
  dispose(): Promise<void>;
}

interface Person extends ReadDocument {
  name: string;
  kana?: string;
  email?: string | null;
  serialNo?: string;
  age?: number | null;
  /** Undeclared: exercises the untyped comparison paths. */
  score?: number | string;
  joinedAt?: string;
  active?: boolean;
  company?: { id: string; office?: string };
}

let sequence = 0;
function people(extra: Partial<CollectionDefinition<Person>> = {}): CollectionDefinition<Person> {
  sequence += 1;
  return defineCollection<Person>({
    name: `people_${sequence}`,
    fields: { age: 'number', joinedAt: 'date', active: 'boolean', 'company.id': 'string', name: 'string' },
    indexes: [{ fields: ['company.id', 'name'] }, { fields: ['email'], unique: true }, { fields: [{ field: 'joinedAt', order: 'desc' }] }],
    textFields: ['name', 'kana', 'email', 'serialNo'],
    ...extra,
  });
}

const ids = (docs: readonly ReadDocument[]) => docs.map((d) => d._id);

/** The behaviour every read store adapter must show; `open` gives a store on fresh, empty storage. */
export function readStoreContract(adapter: string, open: () => Promise<ReadStoreUnderTest>): void {
  describe(`read store contract: ${adapter}`, () => {
    let subject: ReadStoreUnderTest;
    let store: ReadStore;

    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(async () => {
      await subject?.dispose();
    });

    async function seeded(docs: Person[], extra?: Partial<CollectionDefinition<Person>>): Promise<ReadCollection<Person>> {
      const collection = store.collection(people(extra));
      for (const doc of docs) await collection.upsert(doc);
      return collection;
    }

    const staff: Person[] = [
      {
        _id: 'p1',
        name: 'Alice',
        kana: 'アリス',
        email: 'alice@example.com',
        age: 30,
        score: 9,
        joinedAt: '2024-01-10T09:00:00.000Z',
        active: true,
        company: { id: 'c1', office: 'o1' },
      },
      {
        _id: 'p2',
        name: 'Bob',
        kana: 'ボブ',
        email: 'bob@example.com',
        age: 25,
        score: 10,
        joinedAt: '2024-02-01T00:00:00.000Z',
        active: false,
        company: { id: 'c1', office: 'o2' },
      },
      {
        _id: 'p3',
        name: '田中 太郎',
        kana: 'タナカ タロウ',
        email: 'tanaka@example.jp',
        age: 41,
        score: 'n/a',
        joinedAt: '2024-03-15T12:30:00.000Z',
        active: true,
        company: { id: 'c2' },
      },
      { _id: 'p4', name: 'Carol', email: null, age: null, serialNo: 'SN-0042', company: { id: 'c2', office: 'o1' } },
    ];

    describe('filters', () => {
      it('matches equality on strings, numbers, booleans, nested paths and _id', async () => {
        const c = await seeded(staff);
        expect(ids(await c.findMany({ filter: { 'company.id': 'c1' } }))).toEqual(['p1', 'p2']);
        expect(ids(await c.findMany({ filter: { 'company.office': 'o1' } }))).toEqual(['p1', 'p4']);
        expect(ids(await c.findMany({ filter: { age: 41 } }))).toEqual(['p3']);
        expect(ids(await c.findMany({ filter: { score: 10 } }))).toEqual(['p2']);
        expect(ids(await c.findMany({ filter: { active: false } }))).toEqual(['p2']);
        expect(ids(await c.findMany({ filter: { _id: 'p3' } }))).toEqual(['p3']);
        expect(ids(await c.findMany({ filter: { 'company.id': { eq: 'c2' }, name: 'Carol' } }))).toEqual(['p4']);
      });

      it('treats null as null or missing, and exists as presence', async () => {
        const c = await seeded(staff);
        expect(ids(await c.findMany({ filter: { email: null } }))).toEqual(['p4']);
        expect(ids(await c.findMany({ filter: { active: null } }))).toEqual(['p4']);
        expect(ids(await c.findMany({ filter: { kana: { exists: false } } }))).toEqual(['p4']);
        expect(ids(await c.findMany({ filter: { email: { exists: true } } }))).toEqual(['p1', 'p2', 'p3', 'p4']);
        expect(ids(await c.findMany({ filter: { 'company.office': { exists: false } } }))).toEqual(['p3']);
      });

      it('matches in-lists of strings, numbers and null, and an empty list matches nothing', async () => {
        const c = await seeded(staff);
        expect(ids(await c.findMany({ filter: { 'company.office': { in: ['o2', 'o9'] } } }))).toEqual(['p2']);
        expect(ids(await c.findMany({ filter: { age: { in: [25, 41] } } }))).toEqual(['p2', 'p3']);
        expect(ids(await c.findMany({ filter: { score: { in: [9, 'n/a'] } } }))).toEqual(['p1', 'p3']);
        expect(ids(await c.findMany({ filter: { age: { in: [30, null] } } }))).toEqual(['p1', 'p4']);
        expect(ids(await c.findMany({ filter: { _id: { in: ['p4', 'p1'] } } }))).toEqual(['p1', 'p4']);
        expect(await c.findMany({ filter: { _id: { in: [] } } })).toEqual([]);
      });

      it('applies number ranges numerically, only to numbers', async () => {
        const c = await seeded(staff);
        expect(ids(await c.findMany({ filter: { age: { gte: 25, lt: 41 } } }))).toEqual(['p1', 'p2']);
        expect(ids(await c.findMany({ filter: { age: { gt: 25, lte: 41 } } }))).toEqual(['p1', 'p3']);
        // Undeclared field holding numbers and a string: 10 > 9 numerically, and the string never matches.
        expect(ids(await c.findMany({ filter: { score: { gt: 9 } } }))).toEqual(['p2']);
        expect(ids(await c.findMany({ filter: { score: { gte: 0 } } }))).toEqual(['p1', 'p2']);
      });

      it('applies ranges on ISO dates given as Date or string', async () => {
        const c = await seeded(staff);
        const from = new Date('2024-01-10T09:00:00.000Z');
        expect(ids(await c.findMany({ filter: { joinedAt: { gte: from, lt: new Date('2024-03-01T00:00:00.000Z') } } }))).toEqual([
          'p1',
          'p2',
        ]);
        expect(ids(await c.findMany({ filter: { joinedAt: { gt: from } } }))).toEqual(['p2', 'p3']);
        expect(ids(await c.findMany({ filter: { joinedAt: { lte: '2024-02-01T00:00:00.000Z' } } }))).toEqual(['p1', 'p2']);
        expect(ids(await c.findMany({ filter: { joinedAt: new Date('2024-03-15T12:30:00.000Z') } }))).toEqual(['p3']);
      });

      it('refuses values of the wrong type for a declared field and unknown conditions', async () => {
        const c = await seeded([]);
        await expect(c.findMany({ filter: { age: 'thirty' } })).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(c.findMany({ filter: { age: { gte: 1, lt: 'z' } } })).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(c.findMany({ filter: { name: { $ne: 'x' } as never } })).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(c.findMany({ filter: { name: { eq: { $gt: '' } } as never } })).rejects.toBeInstanceOf(InvalidQueryError);
      });

      it('counts and finds one with the same filters', async () => {
        const c = await seeded(staff);
        expect(await c.count()).toBe(4);
        expect(await c.count({ filter: { 'company.id': 'c2' } })).toBe(2);
        expect(await c.count({ search: 'example.com' })).toBe(2);
        expect((await c.findOne({ filter: { 'company.id': 'c1' }, sort: [{ field: 'age' }] }))?._id).toBe('p2');
        expect(await c.findOne({ filter: { 'company.id': 'none' } })).toBeUndefined();
        expect(await c.findById('p3')).toEqual(staff[2]);
        expect(await c.findById('nope')).toBeUndefined();
        expect(ids(await c.findMany({ sort: [{ field: 'name' }], limit: 2 }))).toEqual(['p1', 'p2']);
      });
    });

    describe('text search', () => {
      const texts: Person[] = [
        { _id: 't1', name: 'Suzuki Ichiro', kana: 'スズキ イチロウ', email: 'ICHIRO@Example.COM' },
        { _id: 't2', name: '鈴木 花子', kana: 'すずき はなこ', email: 'hanako@example.jp' },
        { _id: 't3', name: '100% pure', serialNo: 'SN_001' },
        { _id: 't4', name: 'a.b*c', serialNo: 'SN-002' },
        { _id: 't5', name: 'x(y)[z]+?^$|{1}', serialNo: 'back\\slash' },
        { _id: 't6', name: 'plain', serialNo: 'SNX001' },
      ];

      it('matches substrings case-insensitively, Japanese included', async () => {
        const c = await seeded(texts);
        expect(ids(await c.findMany({ search: 'ichiro' }))).toEqual(['t1']);
        expect(ids(await c.findMany({ search: 'EXAMPLE' }))).toEqual(['t1', 't2']);
        expect(ids(await c.findMany({ search: 'イチロ' }))).toEqual(['t1']);
        expect(ids(await c.findMany({ search: '花子' }))).toEqual(['t2']);
        expect(ids(await c.findMany({ search: 'すずき' }))).toEqual(['t2']);
        expect(ids(await c.findMany({ search: 'sn-0' }))).toEqual(['t4']);
      });

      it('matches one-character terms and number plates by any part (issue 37: "500 あ" of 品川 500 あ 12-34)', async () => {
        const plates: Person[] = [
          { _id: 'c1', name: '品川 500 あ 12-34' },
          { _id: 'c2', name: '品川 300 い 56-78' },
          { _id: 'c3', name: '大阪 500 さ 12-34' },
        ];
        const c = await seeded(plates);
        expect(ids(await c.findMany({ search: '500 あ' }))).toEqual(['c1']);
        expect(ids(await c.findMany({ search: 'あ' }))).toEqual(['c1']);
        expect(ids(await c.findMany({ search: '5' }))).toEqual(['c1', 'c2', 'c3']);
        expect(ids(await c.findMany({ search: '品' }))).toEqual(['c1', 'c2']);
        expect(ids(await c.findMany({ search: '12-34' }))).toEqual(['c1', 'c3']);
      });

      it('reads a term at either width and with any spacing (issue 37: "500　あ" and "５００ あ" find 品川 500 あ 12-34)', async () => {
        const plates: Person[] = [
          { _id: 'c1', name: '品川 500 あ 12-34' },
          { _id: 'c2', name: '品川 300 い 56-78' },
          { _id: 'c3', name: '大阪 500 さ 12-34' },
          { _id: 'c4', name: '横浜 ５００ う ９９-９９', kana: 'ｶﾞｿﾘﾝ' },
        ];
        const c = await seeded(plates);
        expect(ids(await c.findMany({ search: '500 あ' }))).toEqual(['c1']);
        expect(ids(await c.findMany({ search: '500\u3000あ' }))).toEqual(['c1']);
        expect(ids(await c.findMany({ search: '５００ あ' }))).toEqual(['c1']);
        expect(ids(await c.findMany({ search: '　５００　　あ　' }))).toEqual(['c1']);
        expect(ids(await c.findMany({ search: '500   あ' }))).toEqual(['c1']);
        expect(ids(await c.findMany({ search: '１２－３４' }))).toEqual(['c1', 'c3']);
        // A value stored at full width is still found by the term as typed, and an ASCII term does not reach it.
        expect(ids(await c.findMany({ search: '５００' }))).toEqual(['c1', 'c3', 'c4']);
        expect(ids(await c.findMany({ search: '500' }))).toEqual(['c1', 'c3']);
        expect(ids(await c.findMany({ search: 'ｶﾞｿﾘﾝ' }))).toEqual(['c4']);
        expect(await c.count({ search: '　 　' })).toBe(plates.length);
      });

      it('takes % _ . * and regex characters literally', async () => {
        const c = await seeded(texts);
        expect(ids(await c.findMany({ search: '%' }))).toEqual(['t3']);
        expect(ids(await c.findMany({ search: 'SN_' }))).toEqual(['t3']);
        // Only the names and e-mails holding a real dot: as a regex, '.' would match every document.
        expect(ids(await c.findMany({ search: '.' }))).toEqual(['t1', 't2', 't4']);
        expect(ids(await c.findMany({ search: 'b*c' }))).toEqual(['t4']);
        expect(ids(await c.findMany({ search: '(y)[z]+?^$|{1}' }))).toEqual(['t5']);
        expect(ids(await c.findMany({ search: '\\' }))).toEqual(['t5']);
        expect(await c.findMany({ search: '.*' })).toEqual([]);
      });

      it('searches the named fields only, combines with filters, and ignores blank text', async () => {
        const c = await seeded(texts);
        expect(ids(await c.findMany({ search: { text: 'sn', fields: ['name'] } }))).toEqual([]);
        expect(ids(await c.findMany({ search: { text: 'sn', fields: ['serialNo'] }, filter: { _id: { in: ['t3', 't6'] } } }))).toEqual([
          't3',
          't6',
        ]);
        expect(await c.count({ search: '   ' })).toBe(texts.length);
        const bare = store.collection(defineCollection<Person>({ name: `bare_${++sequence}` }));
        await expect(bare.findMany({ search: 'x' })).rejects.toBeInstanceOf(InvalidQueryError);
      });
    });

    describe('sort', () => {
      it('sorts on several fields with the _id tie-break, numbers numerically and nulls first ascending', async () => {
        const c = await seeded([
          { _id: 'b', name: 'Same', age: 10, company: { id: 'c1' } },
          { _id: 'a', name: 'Same', age: 10, company: { id: 'c1' } },
          { _id: 'c', name: 'Same', age: 9, company: { id: 'c2' } },
          { _id: 'd', name: 'Other', age: 100, company: { id: 'c1' } },
          { _id: 'e', name: 'Other', age: null, company: { id: 'c2' } },
        ]);
        expect(ids(await c.findMany({ sort: [{ field: 'age' }] }))).toEqual(['e', 'c', 'a', 'b', 'd']);
        expect(ids(await c.findMany({ sort: [{ field: 'age', order: 'desc' }] }))).toEqual(['d', 'a', 'b', 'c', 'e']);
        expect(ids(await c.findMany({ sort: [{ field: 'name' }, { field: 'age', order: 'desc' }] }))).toEqual(['d', 'e', 'a', 'b', 'c']);
        expect(ids(await c.findMany({ sort: [{ field: 'company.id', order: 'desc' }, { field: 'name' }] }))).toEqual([
          'e',
          'c',
          'd',
          'a',
          'b',
        ]);
        expect(ids(await c.findMany({ sort: [{ field: '_id', order: 'desc' }] }))).toEqual(['e', 'd', 'c', 'b', 'a']);
      });

      it('sorts undeclared fields by type then value, and strings by code point', async () => {
        const c = await seeded([
          { _id: '1', name: 'b', score: 10 },
          { _id: '2', name: 'B', score: 9 },
          { _id: '3', name: 'あ', score: 'abc' },
          { _id: '4', name: 'a' },
          { _id: '5', name: 'ア', score: 'Abc' },
        ]);
        expect(ids(await c.findMany({ sort: [{ field: 'score' }] }))).toEqual(['4', '2', '1', '5', '3']);
        expect(ids(await c.findMany({ sort: [{ field: 'score', order: 'desc' }] }))).toEqual(['3', '5', '1', '2', '4']);
        expect(ids(await c.findMany({ sort: [{ field: 'name' }] }))).toEqual(['2', '4', '1', '3', '5']);
      });
    });

    describe('paging', () => {
      const many: Person[] = Array.from({ length: 25 }, (_, i) => ({ _id: `m${String(i).padStart(2, '0')}`, name: `n${i}`, age: i }));

      it('answers docs, totals and pages, with a partial last page and nothing beyond the end', async () => {
        const c = await seeded(many);
        const first = await c.paginate({ sort: [{ field: 'age' }] });
        expect(first).toMatchObject({ totalDocs: 25, page: 1, limit: 10, totalPages: 3 });
        expect(ids(first.docs)).toEqual(ids(many.slice(0, 10)));
        const last = await c.paginate({ sort: [{ field: 'age' }], page: 3, limit: 10 });
        expect(ids(last.docs)).toEqual(ids(many.slice(20)));
        expect(await c.paginate({ page: 4, limit: 10 })).toEqual({ docs: [], totalDocs: 25, page: 4, limit: 10, totalPages: 3 });
        const filtered = await c.paginate({ filter: { age: { gte: 20 } }, sort: [{ field: 'age', order: 'desc' }], page: 2, limit: 2 });
        expect(filtered).toMatchObject({ totalDocs: 5, totalPages: 3, page: 2, limit: 2 });
        expect(ids(filtered.docs)).toEqual(['m22', 'm21']);
        expect(await c.paginate({ limit: 25 })).toMatchObject({ totalPages: 1 });
      });

      it('answers a total summed over another collection, refusing non-number fields', async () => {
        interface Day extends ReadDocument {
          companyId: string;
          date: string;
          tests: number;
          failed: number;
        }
        const days = defineCollection<Day>({
          name: `days_${++sequence}`,
          fields: { companyId: 'string', date: 'string', tests: 'number', failed: 'number' },
          indexes: [{ fields: ['companyId', 'date'] }],
        });
        const c = await seeded(many);
        const counted = await c.paginate({ sort: [{ field: 'age' }], page: 2, limit: 10 });
        const range = (companyId: string) => ({ companyId, date: { gte: '2026-11-01', lte: '2026-11-02' } });
        const passed = { collection: days, filter: range('c1'), add: ['tests'], subtract: ['failed'] };
        // The other collection was never used: no matching documents, and no table until the page's statement.
        expect(await c.paginate({ sort: [{ field: 'age' }], page: 2, limit: 10, totalFrom: passed })).toEqual({
          ...counted,
          totalDocs: 0,
          totalPages: 1,
        });
        const figures = store.collection(days);
        await figures.upsert({ _id: 'c1:01', companyId: 'c1', date: '2026-11-01', tests: 10, failed: 2 });
        await figures.upsert({ _id: 'c1:02', companyId: 'c1', date: '2026-11-02', tests: 27, failed: 1 });
        await figures.upsert({ _id: 'c1:03', companyId: 'c1', date: '2026-11-03', tests: 100, failed: 50 });
        await figures.upsert({ _id: 'c2:01', companyId: 'c2', date: '2026-11-01', tests: 5, failed: 5 });
        expect(await c.paginate({ sort: [{ field: 'age' }], page: 2, limit: 10, totalFrom: passed })).toEqual({
          ...counted,
          totalDocs: 34,
          totalPages: 4,
        });
        expect(await c.paginate({ limit: 5, totalFrom: { ...passed, subtract: undefined } })).toMatchObject({
          totalDocs: 37,
          totalPages: 8,
        });
        expect(await c.paginate({ limit: 5, totalFrom: { ...passed, filter: range('c3') } })).toMatchObject({
          totalDocs: 0,
          totalPages: 1,
        });
        // Inside a transaction the sum sees the transaction's own writes to the other collection.
        const inTransaction = await store.transaction(async (tx) => {
          await tx.collection(days).upsert({ _id: 'c1:01', companyId: 'c1', date: '2026-11-01', tests: 12, failed: 2 });
          return tx.collection(people()).paginate({ totalFrom: passed });
        });
        expect(inTransaction.totalDocs).toBe(36);
        await expect(c.paginate({ totalFrom: { ...passed, add: ['date'] } })).rejects.toBeInstanceOf(InvalidQueryError);
      });

      it('reports one page when empty and refuses bad page or limit', async () => {
        const c = await seeded([]);
        expect(await c.paginate()).toEqual({ docs: [], totalDocs: 0, page: 1, limit: 10, totalPages: 1 });
        await expect(c.paginate({ page: 0 })).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(c.paginate({ limit: 1.5 })).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(c.paginate({ limit: 0 })).rejects.toBeInstanceOf(InvalidQueryError);
      });
    });

    describe('writes', () => {
      it('upserts whole documents, stores dates as ISO strings and drops undefined', async () => {
        const c = await seeded([]);
        expect(await c.upsert({ _id: 'w1', name: 'First', age: 1, kana: undefined })).toBe(true);
        await c.upsert({ _id: 'w1', name: 'Second', joinedAt: new Date('2024-05-01T00:00:00.000Z') as unknown as string });
        expect(await c.findById('w1')).toEqual({ _id: 'w1', name: 'Second', joinedAt: '2024-05-01T00:00:00.000Z' });
      });

      it('patches dot paths, creating intermediate objects and removing undefined fields', async () => {
        const c = await seeded([{ _id: 'w2', name: 'Patched', age: 5, kana: 'パッチ' }]);
        expect(await c.patch('w2', { 'company.office': 'o7', age: 6, kana: undefined })).toBe(true);
        expect(await c.findById('w2')).toEqual({ _id: 'w2', name: 'Patched', age: 6, company: { office: 'o7' } });
        expect(await c.patch('w2', { 'company.id': 'c9' })).toBe(true);
        expect((await c.findById('w2'))?.company).toEqual({ office: 'o7', id: 'c9' });
        expect(await c.findMany({ filter: { 'company.id': 'c9' } })).toHaveLength(1);
        expect(await c.patch('missing', { name: 'x' })).toBe(false);
        await expect(c.patch('w2', { _id: 'other' })).rejects.toBeInstanceOf(InvalidQueryError);
      });

      it('patches through a parent that holds null or a scalar by making it an object', async () => {
        const c = await seeded([
          { _id: 'n1', name: 'Null parent', company: null as unknown as Person['company'] },
          { _id: 'n2', name: 'Scalar parent', company: 'c1' as unknown as Person['company'] },
        ]);
        expect(await c.patch('n1', { 'company.office': 'o1' })).toBe(true);
        expect(await c.patch('n2', { 'company.id': 'c2' }, { position: 3n })).toBe(true);
        expect(await c.patch('n2', { 'company.id': 'stale' }, { position: 2n })).toBe(false);
        expect(await c.findById('n1')).toEqual({ _id: 'n1', name: 'Null parent', company: { office: 'o1' } });
        expect(await c.findById('n2')).toEqual({ _id: 'n2', name: 'Scalar parent', company: { id: 'c2' } });
      });

      it('deletes by id and by filter', async () => {
        const c = await seeded(staff);
        expect(await c.delete('p1')).toBe(true);
        expect(await c.delete('p1')).toBe(false);
        expect(await c.deleteMany({ 'company.id': 'c2' })).toBe(2);
        expect(ids(await c.findMany())).toEqual(['p2']);
        expect(await c.deleteMany({})).toBe(1);
        expect(await c.count()).toBe(0);
      });

      it('refuses a unique index violation and leaves documents without the field unconstrained', async () => {
        const c = await seeded([{ _id: 'u1', name: 'One', email: 'same@example.com' }]);
        await expect(c.upsert({ _id: 'u2', name: 'Two', email: 'same@example.com' })).rejects.toBeInstanceOf(DuplicateKeyError);
        await c.upsert({ _id: 'u3', name: 'Three', email: 'other@example.com' });
        await expect(c.patch('u3', { email: 'same@example.com' })).rejects.toBeInstanceOf(DuplicateKeyError);
        await c.upsert({ _id: 'u4', name: 'Four' });
        await c.upsert({ _id: 'u5', name: 'Five' });
        await c.upsert({ _id: 'u6', name: 'Six', email: null });
        await c.upsert({ _id: 'u7', name: 'Seven', email: null });
        expect(await c.count()).toBe(6);
        expect((await c.findById('u3'))?.email).toBe('other@example.com');
      });
    });

    describe('position guards', () => {
      it('ignores redelivered and stale writes, applies newer ones', async () => {
        const c = await seeded([]);
        expect(await c.upsert({ _id: 'g1', name: 'v5' }, { position: 5n })).toBe(true);
        expect(await c.upsert({ _id: 'g1', name: 'again' }, { position: 5n })).toBe(false);
        expect(await c.upsert({ _id: 'g1', name: 'stale' }, { position: 4n })).toBe(false);
        expect(await c.patch('g1', { name: 'stale patch' }, { position: 5n })).toBe(false);
        expect(await c.delete('g1', { position: 3n })).toBe(false);
        expect((await c.findById('g1'))?.name).toBe('v5');
        expect(await c.patch('g1', { age: 7 }, { position: 6n })).toBe(true);
        expect(await c.findById('g1')).toEqual({ _id: 'g1', name: 'v5', age: 7 });
        expect(await c.upsert({ _id: 'g1', name: 'v7' }, { position: 7n })).toBe(true);
        expect(await c.delete('g1', { position: 8n })).toBe(true);
        expect(await c.findById('g1')).toBeUndefined();
        // Positions beyond 2^53 compare exactly.
        const big = 2n ** 62n;
        expect(await c.upsert({ _id: 'g2', name: 'big' }, { position: big })).toBe(true);
        expect(await c.upsert({ _id: 'g2', name: 'big-1' }, { position: big - 1n })).toBe(false);
        expect(await c.upsert({ _id: 'g2', name: 'big+1' }, { position: big + 1n })).toBe(true);
        expect((await c.findById('g2'))?.name).toBe('big+1');
      });

      it('makes a redelivered batch of projection writes change nothing', async () => {
        const definition = people();
        const project = (position: bigint) =>
          store.transaction(async (tx) => {
            const c = tx.collection(definition);
            await c.upsert({ _id: 'r1', name: 'Driver', age: 1 }, { position });
            await c.patch('r1', { age: 2 }, { position: position + 1n });
            await c.upsert({ _id: 'r2', name: 'Other' }, { position: position + 2n });
            await tx.setCheckpoint(`redelivery-${definition.name}`, position + 2n);
          });
        await project(10n);
        const c = store.collection(definition);
        await c.patch('r1', { name: 'Renamed' }, { position: 13n });
        await project(10n); // the same events again, as after a crash before the checkpoint
        expect(await c.findMany()).toEqual([
          { _id: 'r1', name: 'Renamed', age: 2 },
          { _id: 'r2', name: 'Other' },
        ]);
      });

      it('lets an unguarded write through and clears the stored position', async () => {
        const c = await seeded([]);
        await c.upsert({ _id: 'x1', name: 'guarded' }, { position: 50n });
        await c.upsert({ _id: 'x1', name: 'unguarded' });
        expect(await c.upsert({ _id: 'x1', name: 'low' }, { position: 1n })).toBe(true);
        expect((await c.findById('x1'))?.name).toBe('low');
      });
    });

    describe('transactions and checkpoints', () => {
      it('round-trips checkpoints', async () => {
        expect(await store.getCheckpoint('cp-a')).toBeUndefined();
        await store.transaction(async (tx) => {
          await tx.setCheckpoint('cp-a', 42n);
          expect(await tx.getCheckpoint('cp-a')).toBe(42n);
        });
        expect(await store.getCheckpoint('cp-a')).toBe(42n);
        await store.transaction((tx) => tx.setCheckpoint('cp-a', 2n ** 63n - 1n));
        expect(await store.getCheckpoint('cp-a')).toBe(2n ** 63n - 1n);
        await store.deleteCheckpoint('cp-a');
        expect(await store.getCheckpoint('cp-a')).toBeUndefined();
      });

      it('never moves a checkpoint backwards: a late writer leaves the newer one', async () => {
        await store.transaction((tx) => tx.setCheckpoint('cp-late', 500n));
        expect(await store.getCheckpoint('cp-late')).toBe(500n);
        await store.transaction((tx) => tx.setCheckpoint('cp-late', 499n));
        expect(await store.getCheckpoint('cp-late')).toBe(500n);
        await store.transaction((tx) => tx.setCheckpoint('cp-late', 501n));
        expect(await store.getCheckpoint('cp-late')).toBe(501n);
        await store.deleteCheckpoint('cp-late'); // a replay starts again from nothing
        await store.transaction((tx) => tx.setCheckpoint('cp-late', 3n));
        expect(await store.getCheckpoint('cp-late')).toBe(3n);
      });

      it('commits writes with the checkpoint and answers the work result', async () => {
        const definition = people();
        const result = await store.transaction(async (tx) => {
          await tx.collection(definition).upsert({ _id: 'tx1', name: 'Committed' }, { position: 1n });
          await tx.collection(definition).patch('tx1', { age: 3 });
          await tx.setCheckpoint('cp-commit', 1n);
          return (await tx.collection(definition).findById('tx1'))?.age;
        });
        expect(result).toBe(3);
        expect(await store.collection(definition).findById('tx1')).toEqual({ _id: 'tx1', name: 'Committed', age: 3 });
        expect(await store.getCheckpoint('cp-commit')).toBe(1n);
      });

      it('reads its own writes inside a transaction, refused writes included, and hands out copies', async () => {
        const definition = people();
        await store.collection(definition).upsert({ _id: 'own', name: 'Stored', age: 1 }, { position: 5n });
        const seen = await store.transaction(async (tx) => {
          const c = tx.collection(definition);
          const read: unknown[] = [await c.findById('own'), await c.findById('missing')];
          const first = (await c.findById('own'))!;
          first.name = 'mutated by the caller';
          expect(await c.upsert({ _id: 'own', name: 'stale' }, { position: 4n })).toBe(false);
          read.push(await c.findById('own'));
          expect(await c.patch('own', { age: 2 }, { position: 6n })).toBe(true);
          expect(await c.patch('own', { age: 3 }, { position: 6n })).toBe(false);
          expect(await tx.collection(definition).patch('own', { age: 4 }, { position: 7n })).toBe(true);
          read.push(await c.findById('own'));
          expect(await c.upsert({ _id: 'missing', name: 'Now here' }, { position: 8n })).toBe(true);
          read.push(await c.findById('missing'));
          expect(await c.delete('own', { position: 9n })).toBe(true);
          expect(await c.patch('own', { age: 5 }, { position: 10n })).toBe(false);
          read.push(await c.findById('own'));
          return read;
        });
        expect(seen).toEqual([
          { _id: 'own', name: 'Stored', age: 1 },
          undefined,
          { _id: 'own', name: 'Stored', age: 1 },
          { _id: 'own', name: 'Stored', age: 4 },
          { _id: 'missing', name: 'Now here' },
          undefined,
        ]);
        expect(await store.collection(definition).findMany()).toEqual([{ _id: 'missing', name: 'Now here' }]);
      });

      it('applies writes to rows it has not read in order, and queries inside it see them', async () => {
        const definition = people();
        await store.collection(definition).upsert({ _id: 'u1', name: 'Stored at 7' }, { position: 7n });
        const seen = await store.transaction(async (tx) => {
          const c = tx.collection(definition);
          await c.upsert({ _id: 'u1', name: 'older' }, { position: 6n });
          const afterRefused = await c.findById('u1');
          await c.upsert({ _id: 'u2', name: 'second at 9' }, { position: 9n });
          await c.upsert({ _id: 'u2', name: 'stale at 8' }, { position: 8n });
          await c.upsert({ _id: 'u3', name: 'third' }, { position: 10n });
          return { afterRefused, listed: await c.findMany({ sort: [{ field: '_id' }] }), counted: await c.count() };
        });
        expect(seen.afterRefused).toEqual({ _id: 'u1', name: 'Stored at 7' });
        expect(seen.listed.map((doc) => doc.name)).toEqual(['Stored at 7', 'second at 9', 'third']);
        expect(seen.counted).toBe(3);
        expect((await store.collection(definition).findById('u2'))?.name).toBe('second at 9');
      });

      it('prefetches rows without changing what reads inside the transaction return', async () => {
        const definition = people();
        await store.collection(definition).upsert({ _id: 'f1', name: 'First' }, { position: 1n });
        await store.collection(definition).upsert({ _id: 'f2', name: 'Second' }, { position: 2n });
        const seen = await store.transaction(async (tx) => {
          const c = tx.collection(definition);
          await c.upsert({ _id: 'f2', name: 'Second, changed' }, { position: 3n });
          await tx.prefetch(definition, ['f1', 'f2', 'f3', 'f1']);
          return [await c.findById('f1'), await c.findById('f2'), await c.findById('f3')];
        });
        expect(seen).toEqual([{ _id: 'f1', name: 'First' }, { _id: 'f2', name: 'Second, changed' }, undefined]);
      });

      it('stores no checkpoint when the work fails, and rolls the writes back when transactions are atomic', async () => {
        const definition = people();
        await store.collection(definition).upsert({ _id: 'keep', name: 'Kept' });
        await expect(
          store.transaction(async (tx) => {
            const c = tx.collection(definition);
            await c.upsert({ _id: 'gone', name: 'Rolled back' });
            await c.patch('keep', { name: 'Changed' });
            await c.delete('keep');
            await tx.setCheckpoint('cp-rollback', 9n);
            throw new Error('projection failed');
          }),
        ).rejects.toThrow('projection failed');
        expect(await store.getCheckpoint('cp-rollback')).toBeUndefined();
        if (store.atomicTransactions) {
          expect(await store.collection(definition).findMany()).toEqual([{ _id: 'keep', name: 'Kept' }]);
        }
      });
    });

    describe('drop', () => {
      it('drops one collection, which is usable again afterwards', async () => {
        const keep = await seeded([{ _id: 'k', name: 'Keep' }]);
        const dropped = await seeded([{ _id: 'd', name: 'Drop', email: 'd@example.com' }]);
        await store.dropCollection(dropped.definition.name);
        expect(await dropped.count()).toBe(0);
        expect(await keep.count()).toBe(1);
        await dropped.upsert({ _id: 'd2', name: 'Again', email: 'd@example.com' });
        await expect(dropped.upsert({ _id: 'd3', name: 'Dup', email: 'd@example.com' })).rejects.toBeInstanceOf(DuplicateKeyError);
        await store.dropCollection('never_created');
      });

      it('drops every collection and checkpoint', async () => {
        const c = await seeded([{ _id: 'z', name: 'Z' }]);
        await store.transaction((tx) => tx.setCheckpoint('cp-drop', 7n));
        await store.dropAll();
        expect(await c.count()).toBe(0);
        expect(await store.getCheckpoint('cp-drop')).toBeUndefined();
        await c.upsert({ _id: 'z', name: 'Z' });
        expect(await c.count()).toBe(1);
      });
    });

    describe('field names', () => {
      const malicious = ["name') ; DROP TABLE x; --", 'name}', "a'b", '$where', 'a.$gt', 'a..b', '', ' name', 'name"', '1abc', 'a,b'];

      it('refuses malicious field paths everywhere they can be given', async () => {
        const c = await seeded(staff);
        for (const path of malicious) {
          await expect(c.findMany({ filter: { [path]: 'x' } }), path).rejects.toBeInstanceOf(InvalidFieldPathError);
          await expect(c.findMany({ sort: [{ field: path }] }), path).rejects.toBeInstanceOf(InvalidFieldPathError);
          await expect(c.count({ search: { text: 'x', fields: [path] } }), path).rejects.toBeInstanceOf(InvalidFieldPathError);
          await expect(c.patch('p1', { [path]: 'x' }), path).rejects.toBeInstanceOf(InvalidFieldPathError);
          await expect(c.deleteMany({ [path]: 'x' }), path).rejects.toBeInstanceOf(InvalidFieldPathError);
          expect(() => defineCollection({ name: 'ok', indexes: [{ fields: [path] }] }), path).toThrow(InvalidFieldPathError);
          expect(() => defineCollection({ name: 'ok', fields: { [path]: 'string' } }), path).toThrow(InvalidFieldPathError);
          expect(() => store.collection({ name: path }), path).toThrow(InvalidFieldPathError);
        }
        await expect(store.dropCollection('x"; DROP TABLE y; --')).rejects.toBeInstanceOf(InvalidFieldPathError);
        expect(await c.count()).toBe(staff.length);
      });
    });
  });
}
