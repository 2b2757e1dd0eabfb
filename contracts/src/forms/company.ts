import { z } from 'zod';
import { email, optionalText, phone, text } from './rules';

/** Company form (registration stage 1, /user/company, admin edit) and the body of its PUT calls. */
export const companyFormSchema = z.object({
  name: text('organisationName'),
  email: email(),
  phone: phone(),
  fax: optionalText('phone'),
  employeeCount: z.coerce.number().int().min(0).default(0),
  carCount: z.coerce.number().int().min(0).default(0),
  postcode: text('address'),
  prefectures: text('address'),
  municipalities: text('address'),
  town: text('address'),
  buildings: optionalText('address'),
});
export type CompanyFormInput = z.input<typeof companyFormSchema>;
export type CompanyForm = z.output<typeof companyFormSchema>;
