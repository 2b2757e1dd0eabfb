import { carsCollection, officesCollection } from '@fleetcheck/contracts';
import type { ReadStore } from '@fleetcheck/platform';

/**
 * Names of related records are joined when read (one `in` query per page) rather than copied by the
 * projections, so renaming an office shows everywhere at once and each read model replays on its own.
 */
export async function officeNames(store: ReadStore, companyId: string, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const offices = await store.collection(officesCollection).findMany({ filter: { companyId, _id: { in: wanted } } });
  return new Map(offices.map((o) => [o._id, o.name]));
}

export async function carsById(store: ReadStore, companyId: string, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map<string, { number: string; model: string }>();
  const cars = await store.collection(carsCollection).findMany({ filter: { companyId, _id: { in: wanted } } });
  return new Map(cars.map((c) => [c._id, { number: c.number, model: c.model }]));
}

export const officeRef = (names: Map<string, string>, id: string | null) =>
  id ? { _id: id, ...(names.has(id) ? { name: names.get(id) } : {}) } : null;
