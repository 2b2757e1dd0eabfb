/* What the areas' operation tables share: the acknowledgement of a write and the credentials answer. */
import { commandAcceptedSchema, credentialsSchema, successEnvelope } from '@fleetcheck/contracts';

export const accepted = commandAcceptedSchema;

export const credentials = successEnvelope(credentialsSchema);
