import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';
import type { OfficeDetails } from '../events/office';

/** Offices list (GET /office) and its lookup form ({id, name}). */
export interface OfficeDocument extends ReadDocument, OfficeDetails {
  id: string;
  companyId: string;
  /** The record's `company` field of the API. */
  company: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export const officesCollection = defineCollection<OfficeDocument>({
  name: 'offices',
  fields: { companyId: 'string', name: 'string', phone: 'string', postcode: 'string', createdAt: 'date', updatedAt: 'date' },
  indexes: [{ fields: ['companyId', 'name'] }, { fields: ['companyId', { field: 'createdAt', order: 'desc' }] }],
  textFields: ['name', 'phone', 'fax', 'postcode', 'prefectures', 'municipalities', 'town', 'buildings'],
});
