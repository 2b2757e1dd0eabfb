import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';

/** A driver's name and office from `since` (an instant) on, until the next version. */
export interface DriverRosterVersion {
  since: string;
  lastName: string;
  firstName: string;
  officeId: string | null;
}

/**
 * Every driver a company has had, kept after deletion (issue 33 item 5): the check board of a past day and the
 * month's missed checks show the drivers of that day, named as they were then. _id is the driver id.
 */
export interface DriverRosterDocument extends ReadDocument {
  companyId: string;
  createdAt: string;
  deletedAt: string | null;
  /** Oldest first. */
  versions: DriverRosterVersion[];
}

export const driverRosterCollection = defineCollection<DriverRosterDocument>({
  name: 'driver_roster',
  fields: { companyId: 'string', createdAt: 'date' },
  indexes: [{ fields: ['companyId'] }],
});
