import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';

/** Cars list (GET /car) and its lookup form ({id, number, model}). The office name is joined when read. */
export interface CarDocument extends ReadDocument {
  id: string;
  companyId: string;
  company: string;
  number: string;
  model: string;
  type: string;
  chassisNo: string;
  production: string;
  inspection: string;
  insurance: string;
  officeId: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export const carsCollection = defineCollection<CarDocument>({
  name: 'cars',
  fields: {
    companyId: 'string',
    officeId: 'string',
    number: 'string',
    model: 'string',
    type: 'string',
    chassisNo: 'string',
    production: 'string',
    inspection: 'string',
    insurance: 'string',
    createdAt: 'date',
    updatedAt: 'date',
  },
  indexes: [
    { fields: ['companyId', 'number'] },
    { fields: ['companyId', { field: 'createdAt', order: 'desc' }] },
    { fields: ['officeId'] },
  ],
  textFields: ['number', 'model', 'type', 'chassisNo'],
});
