import { loginResponseSchema } from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';

/** POST /auth/driver-set-password: uses the invitation once; the answer is the driver, signed in. */
export async function acceptDriverInvitation(api: ApiClient, auth: string, password: string) {
  const response = await api.post('/auth/driver-set-password', { body: { auth, password }, schema: loginResponseSchema, anonymous: true });
  return response.data;
}
