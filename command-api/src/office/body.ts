import { officeFormSchema } from '@fleetcheck/contracts';

/** POST /office and PUT /office/{id}: exactly the office form of the UI. */
export const officeBodySchema = officeFormSchema;
