import { email, mobile, text } from '@fleetcheck/contracts';
import { z } from 'zod';
import { imageField, optionalId } from '../shared/body-rules';

/**
 * POST /manager and PUT /manager/{id}: the payload of contracts' managerPayloadSchema, checked with the
 * manager form's rules (name and spelling required, email and mobile required, spec section 5). The UI
 * sends the mobile as `phone`.
 */
export const managerBodySchema = z.object({
  firstName: text('personName'),
  lastName: text('personName'),
  spellingFirstName: text('personName'),
  spellingLastName: text('personName'),
  email: email(),
  phone: mobile(),
  office: optionalId(),
  image: imageField(),
});
export type ManagerBody = z.output<typeof managerBodySchema>;
