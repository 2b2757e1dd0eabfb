import { ErrorKeys, stringRequired, text, type CarDetails } from '@fleetcheck/contracts';
import { z } from 'zod';
import { requiredId } from '../shared/body-rules';

const isoDate = () => stringRequired().pipe(z.iso.date({ error: ErrorKeys.Invalid }));

/**
 * POST /car and PUT /car/{id}: the shape of contracts' carPayloadSchema (what carFormToPayload sends), checked
 * with the car form's rules: every field required (spec section 3 and 5), dates as the payload formats them.
 */
export const carBodySchema = z.object({
  number: text('code'),
  model: text('label'),
  type: text('label'),
  chassisNo: text('code'),
  production: stringRequired().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: ErrorKeys.Invalid }),
  inspection: isoDate(),
  insurance: isoDate(),
  office: requiredId(),
});
export type CarBody = z.output<typeof carBodySchema>;

export function carDetailsFromBody(body: CarBody): CarDetails {
  return {
    number: body.number,
    model: body.model,
    type: body.type,
    chassisNo: body.chassisNo,
    production: body.production,
    inspection: body.inspection,
    insurance: body.insurance,
    officeId: body.office,
  };
}
