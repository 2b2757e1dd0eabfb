import { z } from 'zod';
import { ymdToIsoDate } from '../format/date';
import { optionalOptionSchema } from './option';
import { personNameRequired } from './person-name';
import { photoSchema } from './photo';
import { license, objectRequired, optionalEmail } from './rules';
import { ymdRequired, ymdSchema } from './ymd';

/**
 * Driver form of spec sections 3 and 5. The email is checked for validity but may be left empty (the spec
 * asks only "email valid" for drivers, unlike managers); mobile is free apart from its input filter.
 */
export const driverFormSchema = z.object({
  name: personNameRequired(),
  spelling: personNameRequired(),
  birth: ymdSchema.optional(),
  email: optionalEmail(),
  mobile: z.string().default(''),
  license: license(),
  expirationDate: ymdRequired(),
  licenseType: objectRequired(),
  car: objectRequired(),
  office: optionalOptionSchema,
  photo: photoSchema,
});
export type DriverFormInput = z.input<typeof driverFormSchema>;
export type DriverForm = z.output<typeof driverFormSchema>;

/** The body of POST /driver and PUT /driver/{id}. */
export const driverPayloadSchema = z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  spellingFirstName: z.string().min(1),
  spellingLastName: z.string().min(1),
  /** 'YYYY-MM-DD', or '-' when any part of the birth date is empty. */
  DOB: z.union([z.iso.date(), z.literal('-')]),
  expirationDate: z.iso.date(),
  licenseType: z.union([z.string(), z.number()]),
  car: z.string().min(1),
  driverLicense: z.string().min(1),
  email: z.string(),
  image: z.union([z.string(), z.object({ name: z.string(), fileType: z.string(), file: z.string() })]).nullable(),
  mobile: z.string(),
  office: z.string().nullable(),
});
export type DriverPayload = z.infer<typeof driverPayloadSchema>;

export function driverFormToPayload(form: DriverForm): DriverPayload {
  return {
    firstName: form.name.firstName,
    lastName: form.name.lastName,
    spellingFirstName: form.spelling.firstName,
    spellingLastName: form.spelling.lastName,
    DOB: ymdToIsoDate(form.birth),
    expirationDate: ymdToIsoDate(form.expirationDate),
    licenseType: form.licenseType.value,
    car: String(form.car.value),
    driverLicense: form.license,
    email: form.email,
    image: form.photo ?? null,
    mobile: form.mobile,
    office: form.office ? String(form.office.value) : null,
  };
}
