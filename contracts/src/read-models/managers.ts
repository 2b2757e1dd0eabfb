import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';
import type { ManagerProfile } from '../events/manager';

/** Managers list (GET /manager) and the current user of GET /auth/profile and /user-info. */
export interface ManagerDocument extends ReadDocument, ManagerProfile {
  id: string;
  companyId: string;
  company: string;
  username: string;
  userType: 2 | 3;
  language: 'ja' | 'en';
  createdAt: string;
  updatedAt: string;
  version: number;
}

export const managersCollection = defineCollection<ManagerDocument>({
  name: 'managers',
  fields: {
    companyId: 'string',
    officeId: 'string',
    username: 'string',
    lastName: 'string',
    firstName: 'string',
    spellingLastName: 'string',
    spellingFirstName: 'string',
    email: 'string',
    mobile: 'string',
    userType: 'number',
    createdAt: 'date',
    updatedAt: 'date',
  },
  indexes: [
    { fields: ['companyId', 'lastName'] },
    { fields: ['companyId', { field: 'createdAt', order: 'desc' }] },
    { fields: ['officeId'] },
  ],
  textFields: ['lastName', 'firstName', 'spellingLastName', 'spellingFirstName', 'username', 'email', 'mobile'],
});
