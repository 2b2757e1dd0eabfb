import type { Language } from '../i18n/languages';
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

/**
 * A deleted car's number as it was when deleted (its last known number), so records that name the car (the
 * inspection record) show that number, marked deleted in words, rather than the car's id.
 */
export interface DeletedCarDocument extends ReadDocument {
  companyId: string;
  number: string;
  deletedAt: string;
}

export const deletedCarsCollection = defineCollection<DeletedCarDocument>({
  name: 'deleted_cars',
  fields: { companyId: 'string', number: 'string', deletedAt: 'date' },
  indexes: [{ fields: ['companyId'] }],
});

/** How a deleted car is named in a record: its number as it was, and the word for deleted. */
export const deletedCarWords = { ja: '削除済み', en: 'deleted' } as const;
export const deletedCarLabel = (number: string, language: Language): string =>
  language === 'ja' ? `${number}（${deletedCarWords.ja}）` : `${number} (${deletedCarWords.en})`;
