import { z } from 'zod';
import { optionalText, phone, text } from './rules';

const hourMinute = z
  .union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Errors.Invalid')], { error: 'Errors.Invalid' })
  .optional()
  .transform((value) => value ?? '');

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
  /** The office's start time and cut-off, 'HH:mm' Japan time; empty or absent ('' kept): the defaults (issue 34 item 5). */
  startTime: hourMinute,
  cutoff: hourMinute,
});
export type OfficeFormInput = z.input<typeof officeFormSchema>;
export type OfficeForm = z.output<typeof officeFormSchema>;
