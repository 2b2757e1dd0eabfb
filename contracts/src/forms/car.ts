import { z } from 'zod';
import { ymdToIsoDate, pad2 } from '../format/date';
import { objectRequired, text } from './rules';
import { ymdRequired, ymRequired } from './ymd';

/** Car form of spec section 3. */
export const carFormSchema = z.object({
  number: text('code'),
  model: text('label'),
  type: text('label'),
  chassisNo: text('code'),
  production: ymRequired(),
  inspection: ymdRequired(),
  insurance: ymdRequired(),
  office: objectRequired(),
});
export type CarFormInput = z.input<typeof carFormSchema>;
export type CarForm = z.output<typeof carFormSchema>;

/** The body of POST /car and PUT /car/{id} (designed: the spec does not show it). */
export const carPayloadSchema = z.object({
  number: z.string().min(1),
  model: z.string().min(1),
  type: z.string().min(1),
  chassisNo: z.string().min(1),
  /** 'YYYY-MM' */
  production: z.string().regex(/^\d{4}-\d{2}$/),
  inspection: z.iso.date(),
  insurance: z.iso.date(),
  office: z.string().min(1),
});
export type CarPayload = z.infer<typeof carPayloadSchema>;

export function carFormToPayload(form: CarForm): CarPayload {
  return {
    number: form.number,
    model: form.model,
    type: form.type,
    chassisNo: form.chassisNo,
    production: `${form.production.year}-${pad2(form.production.month)}`,
    inspection: ymdToIsoDate(form.inspection),
    insurance: ymdToIsoDate(form.insurance),
    office: String(form.office.value),
  };
}
