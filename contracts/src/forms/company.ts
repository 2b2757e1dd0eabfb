import { z } from 'zod';
import { email, phone, stringRequired } from './rules';

/** Company form (registration stage 1, /user/company, admin edit) and the body of its PUT calls. */
export const companyFormSchema = z.object({
  name: stringRequired(),
  email: email(),
  phone: phone(),
  fax: z.string().trim().default(''),
  employeeCount: z.coerce.number().int().min(0).default(0),
  carCount: z.coerce.number().int().min(0).default(0),
  postcode: stringRequired(),
  prefectures: stringRequired(),
  municipalities: stringRequired(),
  town: stringRequired(),
  buildings: z.string().trim().default(''),
});
export type CompanyFormInput = z.input<typeof companyFormSchema>;
export type CompanyForm = z.output<typeof companyFormSchema>;
