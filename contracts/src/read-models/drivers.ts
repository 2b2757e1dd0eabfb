import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';
import type { DriverProfile } from '../events/driver';

/** Drivers list (GET /driver), one driver (GET /driver/{id}) and the lookup form ({id, lastName, firstName}). */
export interface DriverDocument extends ReadDocument, DriverProfile {
  id: string;
  companyId: string;
  company: string;
  username: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export const driversCollection = defineCollection<DriverDocument>({
  name: 'drivers',
  fields: {
    companyId: 'string',
    officeId: 'string',
    carId: 'string',
    username: 'string',
    lastName: 'string',
    firstName: 'string',
    spellingLastName: 'string',
    spellingFirstName: 'string',
    email: 'string',
    mobile: 'string',
    driverLicense: 'string',
    expirationDate: 'string',
    licenseType: 'string',
    createdAt: 'date',
    updatedAt: 'date',
  },
  indexes: [
    { fields: ['companyId', 'lastName'] },
    { fields: ['companyId', { field: 'createdAt', order: 'desc' }] },
    { fields: ['officeId'] },
    { fields: ['carId'] },
    { fields: ['username'] },
  ],
  textFields: ['lastName', 'firstName', 'spellingLastName', 'spellingFirstName', 'username', 'email', 'mobile', 'driverLicense'],
});
