import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';

/** A driver off duty on a business day (the check board and the missed-check job skip them). _id: `<driverId>_<date>`. */
export interface DriverDayOffDocument extends ReadDocument {
  companyId: string;
  driverId: string;
  date: string;
}

export const driverDaysOffCollection = defineCollection<DriverDayOffDocument>({
  name: 'driver_days_off',
  fields: { companyId: 'string', driverId: 'string', date: 'string' },
  indexes: [{ fields: ['companyId', 'date'] }, { fields: ['date'] }],
});

export const driverDayOffId = (driverId: string, date: string): string => `${driverId}_${date}`;
