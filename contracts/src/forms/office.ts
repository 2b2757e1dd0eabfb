import { z } from 'zod';
import { phone, stringRequired } from './rules';

/** Office form and body of POST /office, PUT /office/{id}. Fax and building are optional. */
export const officeFormSchema = z.object({
  name: stringRequired(),
  phone: phone(),
  fax: z.string().trim().default(''),
  postcode: stringRequired(),
  prefectures: stringRequired(),
  municipalities: stringRequired(),
  town: stringRequired(),
  buildings: z.string().trim().default(''),
});
export type OfficeFormInput = z.input<typeof officeFormSchema>;
export type OfficeForm = z.output<typeof officeFormSchema>;
