import { readModelCollection, type ReadModelDocument } from '../read-models/collection';
import type { InspectionSchedule } from './checklist';
import type { InspectedItem } from './events';

/** One daily inspection (`_id`: its stream's inspection id), with its clearance once a manager clears it. */
export interface VehicleInspectionDocument extends ReadModelDocument {
  companyId: string;
  carId: string;
  officeId: string | null;
  date: string;
  schedule: InspectionSchedule;
  inspectedAt: string;
  inspectorId: string;
  inspectorRole: 'driver' | 'manager';
  items: InspectedItem[];
  abnormalCount: number;
  defectOpen: boolean;
  clearance: { clearedAt: string; clearedBy: string; note: string } | null;
}

export const vehicleInspectionsCollection = readModelCollection<VehicleInspectionDocument>({
  name: 'vehicle_inspections',
  fields: { companyId: 'string', carId: 'string', date: 'string', defectOpen: 'boolean' },
  indexes: [
    { fields: ['companyId', 'date'] },
    { fields: ['carId', { field: 'date', order: 'desc' }] },
    { fields: ['companyId', 'defectOpen'] },
  ],
});

/** A company's own inspection item. */
export interface InspectionItemDocument extends ReadModelDocument {
  companyId: string;
  label: string;
  addedAt: string;
}

export const inspectionItemsCollection = readModelCollection<InspectionItemDocument>({
  name: 'inspection_items',
  fields: { companyId: 'string', addedAt: 'date' },
  indexes: [{ fields: ['companyId', 'addedAt'] }],
});
