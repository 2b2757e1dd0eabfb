import { z } from 'zod';
import { count, email, optionalText, phone, postcode, text } from './rules';

/** Company form (registration stage 1, /user/company, admin edit) and the body of its PUT calls. */
export const companyFormSchema = z.object({
  name: text('organisationName'),
  email: email(),
  phone: phone(),
  fax: optionalText('phone'),
  employeeCount: count(),
  carCount: count(),
  postcode: postcode(),
  prefectures: text('address'),
  municipalities: text('address'),
  town: text('address'),
  buildings: optionalText('address'),
});
export type CompanyFormInput = z.input<typeof companyFormSchema>;
export type CompanyForm = z.output<typeof companyFormSchema>;
