import { z } from 'zod';
import { password } from '../forms/rules';

/** userType of a driver's session and token (1 admin, 2 and 3 managers, 4 auditors). */
export const DRIVER_USER_TYPE = 5;

/** Where the driver's phone app starts. */
export const DRIVER_APP_HOME_ROUTE = '/driver-app';

/** How long a driver's invitation link works. */
export const DRIVER_INVITATION_TTL_SECONDS = 24 * 3600;

/** POST /driver/{id}/invitation: a one-time sign-in link for the driver's phone, mailed to the driver when asked. */
export const driverInvitationRequestSchema = z.object({ mail: z.boolean().default(false) });
export type DriverInvitationRequest = z.input<typeof driverInvitationRequestSchema>;

export const driverInvitationResponseSchema = z.object({
  link: z.string(),
  expiresAt: z.iso.datetime(),
  /** The link as a QR code (an SVG document), for the driver to scan from the manager's screen. */
  qrSvg: z.string(),
  mailed: z.boolean(),
});
export type DriverInvitation = z.infer<typeof driverInvitationResponseSchema>;

/** POST /auth/driver-set-password: the invitation's code and the password the driver chose; answers a signed-in session. */
export const driverSetPasswordRequestSchema = z.object({ auth: z.string().min(1), password: password() });
