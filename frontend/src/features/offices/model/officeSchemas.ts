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
  // The office's start time and cut-off (issue 34 item 5): empty is the defaults.
  startTime: '',
  cutoff: '',
};

export function officeToForm(office: Office): OfficeForm {
  const fields = Object.fromEntries(officeFormFields.map((field) => [field, office[field] ?? ''])) as OfficeForm;
  return { ...fields, startTime: office.startTime ?? '', cutoff: office.cutoff ?? '' };
}
