import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';

/** The platform's detector registry (admin devices page, GET /admin/companyDevice/{id}). */
export interface RegistryDeviceDocument extends ReadDocument {
  /** The company it is rented to; the company name is joined when read. */
  companyId: string | null;
  serialNo: string;
  regDate: string;
  status: number;
  model: number;
  /** Tests on its current sensor (documents written before it was counted have none: 0). */
  totalUsed?: number;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export const registryDevicesCollection = defineCollection<RegistryDeviceDocument>({
  name: 'registry_devices',
  fields: { companyId: 'string', serialNo: 'string', regDate: 'string', status: 'number', model: 'number', createdAt: 'date' },
  indexes: [{ fields: ['serialNo'] }, { fields: ['companyId'] }],
  textFields: ['serialNo'],
});
