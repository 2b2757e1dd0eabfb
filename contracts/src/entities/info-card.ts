import { z } from 'zod';
import { ALCOHOL_RESULT_DECIMALS } from '../constants/limits';
import { CHECK_METHODS, CHECK_TYPES } from '../events/test-results';

/** A test record as the dashboard's info card shows it (spec section 3). status 0 is Failed. */
export const infoCardSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  spellingFirstName: z.string().default(''),
  spellingLastName: z.string().default(''),
  time: z.string(),
  date: z.string(),
  /** Blood alcohol in mg/l. */
  result: z.number().min(0),
  status: z.number().int(),
  device: z.string().nullable(),
  carNumber: z.string().nullable(),
  carModel: z.string().nullable(),
  driverLicense: z.string().nullable(),
  licenseType: z.string().nullable(),
  expirationDate: z.string().nullable(),
  DOB: z.string().nullable(),
  office: z.string().nullable(),
  driver: z.string().nullable(),
  vehicle: z.string().nullable(),
  tel: z.string().nullable(),
  email: z.string().nullable(),
  location: z.string().nullable(),
  mapImage: z.string().nullable(),
  // How the check was made, as the law asks it recorded (documented with the API, issue 24).
  /** When the breath was taken, ISO-8601 with offset. */
  testedAt: z.string(),
  checkType: z.enum(CHECK_TYPES),
  method: z.enum(CHECK_METHODS),
  checkedBy: z.string().nullable(),
});
export type InfoCard = z.infer<typeof infoCardSchema>;

/** Alcohol result for display: 3 decimals. */
export const formatAlcoholResult = (value: number): string => value.toFixed(ALCOHOL_RESULT_DECIMALS);
