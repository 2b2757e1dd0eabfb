import { z } from 'zod';
import { optionalText, phone, text } from './rules';

/** Office form and body of POST /office, PUT /office/{id}. Fax and building are optional. */
export const officeFormSchema = z.object({
  name: text('organisationName'),
  phone: phone(),
  fax: optionalText('phone'),
  postcode: text('address'),
  prefectures: text('address'),
  municipalities: text('address'),
  town: text('address'),
  buildings: optionalText('address'),
});
export type OfficeFormInput = z.input<typeof officeFormSchema>;
export type OfficeForm = z.output<typeof officeFormSchema>;
