import { CONFIRMER_ROLES, email, mobile, text } from '@fleetcheck/contracts';
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
  /** 安全運転管理者 or 補助者 (issue 35 item 4); absent: a new manager is a 安全運転管理者, an edited one keeps their role. */
  confirmerRole: z.enum(CONFIRMER_ROLES, { error: 'Errors.Invalid' }).optional(),
});
export type ManagerBody = z.output<typeof managerBodySchema>;
