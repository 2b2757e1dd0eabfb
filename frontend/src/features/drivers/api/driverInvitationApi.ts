import { driverInvitationResponseSchema, successEnvelope, type DriverInvitation } from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';

const invitationEnvelope = successEnvelope(driverInvitationResponseSchema);

/** POST /driver/{id}/invitation: a new one-time sign-in link and QR code for the driver's phone (mailed when asked). */
export async function inviteDriver(api: ApiClient, driverId: string, mail: boolean): Promise<DriverInvitation> {
  const response = await api.post(`/driver/${encodeURIComponent(driverId)}/invitation`, { body: { mail }, schema: invitationEnvelope });
  return response.data;
}
