import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';

/** Platform staff, for GET /auth/profile and /user-info on the admin pages. Not tenant data: companyId null. */
export interface AdminDocument extends ReadDocument {
  companyId: null;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  language: 'ja' | 'en';
  createdAt: string;
}

export const adminsCollection = defineCollection<AdminDocument>({ name: 'admins', fields: { username: 'string' } });
