import { z } from 'zod';

// Local copies of the shared form rules of spec section 5 until @fleetcheck/contracts exports them.
export const phonePattern = /^\+?[0-9]{1,4}?[-. ]?\(?[0-9]{1,4}\)?([-. ]?[0-9]{1,9}){1,4}$/;

export const stringRequired = z.string().trim().min(1, 'Errors.Required');
export const phoneRequired = z.string().trim().min(1, 'Errors.Required').regex(phonePattern, 'Errors.Phone');
export const phoneOptional = z.union([z.literal(''), z.string().trim().regex(phonePattern, 'Errors.Phone')]);
export const emailRequired = z.string().trim().min(1, 'Errors.Required').pipe(z.email('Errors.Email'));
export const passwordRequired = z.string().min(1, 'Errors.Required').min(6, 'Errors.PasswordMin');
