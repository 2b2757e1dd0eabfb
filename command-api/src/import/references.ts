import { carsCollection, officesCollection } from '@fleetcheck/contracts';
import { normalizeCarNumber } from '@fleetcheck/domain/car/number-claim';
import type { App } from '../app';
import { caughtUpReadModels } from '../shared/caught-up-read-models';

/** An office or car a row names: its id, or why it cannot be used. */
export type Reference = { id: string } | { key: 'Errors.NotFound' | 'Errors.Invalid' };

/** An office's name as compared: width-folded, spaces squeezed (a name typed in Excel with a full-width space). */
export const normalizeOfficeName = (name: string): string => name.normalize('NFKC').trim().replace(/\s+/g, ' ');

/**
 * The caller's company's offices by name and cars by number, as the caught-up read models list them (every
 * write acknowledged before the import is seen). Only this company's: another company's office of the same
 * name is not found. Two offices of one name make the name ambiguous (Errors.Invalid: rename one first).
 */
export async function companyReferences(app: App, companyId: string, needs: { offices: boolean; cars: boolean }) {
  const readStore = await caughtUpReadModels(app, [...(needs.offices ? [officesCollection] : []), ...(needs.cars ? [carsCollection] : [])]);
  const offices = needs.offices ? await readStore.collection(officesCollection).findMany({ filter: { companyId } }) : [];
  const cars = needs.cars ? await readStore.collection(carsCollection).findMany({ filter: { companyId } }) : [];
  const index = (entries: { key: string; id: string }[]) => {
    const found = new Map<string, Reference>();
    for (const { key, id } of entries) found.set(key, found.has(key) ? { key: 'Errors.Invalid' } : { id });
    return found;
  };
  const officeIndex = index(offices.map((office) => ({ key: normalizeOfficeName(office.name), id: office.id })));
  const carIndex = index(cars.map((car) => ({ key: normalizeCarNumber(car.number), id: car.id })));
  return {
    office: (name: string): Reference => officeIndex.get(normalizeOfficeName(name)) ?? { key: 'Errors.NotFound' },
    car: (number: string): Reference => carIndex.get(normalizeCarNumber(number)) ?? { key: 'Errors.NotFound' },
    /** The company's car numbers now (a row's number already registered is taken). */
    carNumbers: new Set(cars.map((car) => normalizeCarNumber(car.number))),
  };
}
export type CompanyReferences = Awaited<ReturnType<typeof companyReferences>>;
