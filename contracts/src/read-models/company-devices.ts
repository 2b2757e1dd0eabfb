import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';

/** A company's own detectors (GET /device list and lookup {id, serialNo}). */
export interface CompanyDeviceDocument extends ReadDocument {
  id: string;
  companyId: string;
  company: string;
  serialNo: string;
  model: number;
  /** Tests taken since the last sensor replacement. */
  totalUsed: number;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export const companyDevicesCollection = defineCollection<CompanyDeviceDocument>({
  name: 'company_devices',
  fields: { companyId: 'string', serialNo: 'string', model: 'number', totalUsed: 'number', createdAt: 'date', updatedAt: 'date' },
  indexes: [{ fields: ['companyId', 'serialNo'] }, { fields: ['companyId', { field: 'createdAt', order: 'desc' }] }],
  textFields: ['serialNo'],
});
