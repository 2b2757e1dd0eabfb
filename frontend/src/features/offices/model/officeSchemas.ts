import { officeFormSchema, type OfficeFormInput, type OfficeRecord } from '@fleetcheck/contracts';

export { officeFormSchema };
export type OfficeForm = Required<OfficeFormInput>;
export type Office = OfficeRecord;

export const officeFormFields = ['name', 'phone', 'fax', 'postcode', 'prefectures', 'municipalities', 'town', 'buildings'] as const;

export const emptyOfficeForm: OfficeForm = {
  name: '',
  phone: '',
  fax: '',
  postcode: '',
  prefectures: '',
  municipalities: '',
  town: '',
  buildings: '',
};

export function officeToForm(office: Office): OfficeForm {
  return Object.fromEntries(officeFormFields.map((field) => [field, office[field] ?? ''])) as OfficeForm;
}
