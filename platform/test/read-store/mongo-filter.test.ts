import { describe, expect, it } from 'vitest';
import { defineCollection } from '../../src/read-store/definition';
import { mongoFilter, mongoSort } from '../../src/read-store/mongo/mongo-filter';
import { normaliseQuery, normaliseSort } from '../../src/read-store/query-model';

// The MongoDB contract run needs MONGODB_URL; this pins the translation itself so it is checked on every run.
const drivers = defineCollection({ name: 'drivers', fields: { age: 'number', joinedAt: 'date' }, textFields: ['name', 'kana'] });

describe('MongoDB translation of the typed query model', () => {
  it('turns every condition into an operator on a literal value', () => {
    const filter = mongoFilter(
      normaliseQuery(drivers, {
        filter: {
          'company.id': 'c1',
          email: null,
          age: { gte: 20, lt: 30, in: [21, 22] },
          joinedAt: { gte: new Date('2024-01-01T00:00:00.000Z') },
          kana: { exists: false },
        },
      }),
    );
    expect(filter).toEqual({
      $and: [
        { 'company.id': { $eq: 'c1' } },
        { email: { $eq: null } },
        { age: { $in: [21, 22] } },
        { age: { $gte: 20, $lt: 30 } },
        { joinedAt: { $gte: '2024-01-01T00:00:00.000Z' } },
        { kana: { $exists: false } },
      ],
    });
  });

  it('searches text as an escaped, case-insensitive literal over the text fields', () => {
    const filter = mongoFilter(normaliseQuery(drivers, { search: 'a.b*(c)%_' }));
    const pattern = new RegExp('a\\.b\\*\\(c\\)%_', 'i');
    expect(filter).toEqual({ $or: [{ name: { $regex: pattern } }, { kana: { $regex: pattern } }] });
    const regex = (filter.$or as { name: { $regex: RegExp } }[])[0]!.name.$regex;
    expect(regex.test('xA.B*(C)%_y')).toBe(true);
    expect(regex.test('axb*(c)%_')).toBe(false);
  });

  it('sorts with the _id tie-break unless _id is sorted on', () => {
    expect(mongoSort(normaliseSort([{ field: 'name' }, { field: 'age', order: 'desc' }]))).toEqual({ name: 1, age: -1, _id: 1 });
    expect(mongoSort(normaliseSort([{ field: '_id', order: 'desc' }, { field: 'name' }]))).toEqual({ _id: -1 });
    expect(mongoSort([])).toEqual({ _id: 1 });
  });
});
