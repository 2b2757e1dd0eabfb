import { password } from '@fleetcheck/contracts';
import { z } from 'zod';

/** PATCH /auth/manager-reset-password-email: the mailed code, and the new password when the user chose one. */
export const resetByEmailSchema = z.object({ auth: z.string().min(1), password: password().optional() });
