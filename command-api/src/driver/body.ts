import { ErrorKeys, TEXT_MAX_LENGTH, license, optionalEmail, stringRequired, text } from '@fleetcheck/contracts';
import { z } from 'zod';
import { imageField, optionalId, requiredId } from '../shared/body-rules';

const isoDate = () => z.iso.date({ error: ErrorKeys.Invalid });

/**
 * POST /driver and PUT /driver/{id}: the payload of contracts' driverPayloadSchema, checked with the driver
 * form's rules (spec section 5): names and spellings required, e-mail valid when given, licence by the
 * shared licence rule, expiration date, licence type and vehicle required, office/photo/birth optional.
 */
export const driverBodySchema = z.object({
  firstName: text('personName'),
  lastName: text('personName'),
  spellingFirstName: text('personName'),
  spellingLastName: text('personName'),
  DOB: z.union([isoDate(), z.literal('-')], { error: ErrorKeys.Invalid }).default('-'),
  expirationDate: stringRequired().pipe(isoDate()),
  licenseType: z.union([z.string(), z.number()], { error: ErrorKeys.Required }).transform(String).pipe(text('code')),
  car: requiredId(),
  driverLicense: license(),
  email: optionalEmail().default(''),
  /** The input keeps digits, '+' and '-' only (spec section 5); anything else was not typed in the form. */
  mobile: z
    .string({ error: ErrorKeys.Phone })
    .trim()
    .max(TEXT_MAX_LENGTH.phone, { error: ErrorKeys.TooLong, abort: true })
    .regex(/^[\d+-]*$/, { error: ErrorKeys.Phone })
    .default(''),
  office: optionalId(),
  image: imageField(),
});
export type DriverBody = z.output<typeof driverBodySchema>;

/** POST /driver/:id/duty: on or off duty for one Japanese business day (issue 15 item 3). */
export const driverDutyBodySchema = z.object({
  date: isoDate(),
  onDuty: z.boolean({ error: 'Errors.Required' }),
});
export type DriverDutyBody = z.output<typeof driverDutyBodySchema>;
