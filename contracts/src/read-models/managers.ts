import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';
import type { ManagerProfile } from '../events/manager';
import type { ReportMails } from '../reports/report-mails';

/** Managers list (GET /manager) and the current user of GET /auth/profile and /user-info. */
export interface ManagerDocument extends ReadDocument, ManagerProfile {
  id: string;
  companyId: string;
  company: string;
  username: string;
  userType: 2 | 3;
  language: 'ja' | 'en';
  /** Absent until the manager first changes it: every report mail on (DEFAULT_REPORT_MAILS). */
  reportMails?: ReportMails;
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
