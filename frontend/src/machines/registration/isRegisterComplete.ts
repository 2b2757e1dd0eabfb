import { HOME_ROUTE } from '@fleetcheck/contracts/constants/ui';
import { UserTypes } from '@fleetcheck/contracts/constants/user-types';

/** Client state holds true until a user is known, so the full layout never flashes the registration one. */
export const REGISTER_COMPLETE_DEFAULT = true;

export interface RegistrationMarkers {
  readonly userType: number;
  readonly redirectPage?: string | null;
}

/** Spec section 4: an admin (user type 1) or a user whose redirect page is /user has finished registering. */
export function isRegisterComplete(user: RegistrationMarkers | null | undefined): boolean {
  if (!user) return REGISTER_COMPLETE_DEFAULT;
  return user.userType === UserTypes.Admin || user.redirectPage === HOME_ROUTE;
}
