import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';
import type { CompanyDetails } from '../events/company';

/** The admin company list (GET /admin/company) and the company profile. */
export interface CompanyDocument extends ReadDocument, CompanyDetails {
  companyId: string;
  emailVerified: boolean;
  /** The owner manager (userType 2), shown in the admin list. */
  managerId: string | null;
  managerName: string | null;
  managerLastName: string;
  managerFirstName: string;
  deviceTotal: number;
  createdAt: string;
  updatedAt: string;
  /** Revision of the company stream (the ETag of PUT /admin/company/{id}). */
  version: number;
}

export const companiesCollection = defineCollection<CompanyDocument>({
  name: 'companies',
  fields: {
    companyId: 'string',
    name: 'string',
    email: 'string',
    phone: 'string',
    employeeCount: 'number',
    carCount: 'number',
    deviceTotal: 'number',
    managerId: 'string',
    createdAt: 'date',
    updatedAt: 'date',
  },
  indexes: [{ fields: ['name'] }, { fields: [{ field: 'createdAt', order: 'desc' }] }, { fields: ['managerId'] }],
  textFields: ['name', 'email', 'phone', 'managerName', 'prefectures', 'municipalities'],
});

/**
 * Each company's owner manager (userType 2) by company id. Sign-up creates the manager before the company,
 * so the company's document takes its manager from here when it is registered.
 */
export interface CompanyOwner extends ReadDocument {
  managerId: string;
  managerLastName: string;
  managerFirstName: string;
  managerName: string;
}

export const companyOwnersCollection = defineCollection<CompanyOwner>({ name: 'company_owners', fields: {} });

/** Which company each registry device is assigned to: what deviceTotal counts. */
export interface CompanyDeviceAssignment extends ReadDocument {
  companyId: string;
}

export const companyDeviceAssignmentsCollection = defineCollection<CompanyDeviceAssignment>({
  name: 'company_device_assignments',
  fields: { companyId: 'string' },
  indexes: [{ fields: ['companyId'] }],
});
