import { ErrorKeys, stringRequired, uploadedImageSchema } from '@fleetcheck/contracts';
import { z } from 'zod';

/**
 * Server-only shapes for fields the form rules of contracts do not cover (ids of selected options, image
 * names). The rules themselves (required, email, phone, mobile, license) always come from contracts.
 */
export const optionalId = () =>
  z
    .string({ error: ErrorKeys.Invalid })
    .trim()
    .max(64, { error: ErrorKeys.Invalid })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const requiredId = () => stringRequired().max(64, { error: ErrorKeys.Invalid });

/**
 * The photo field: a stored file name, or a fresh upload of which only the name is kept. Image bytes go
 * through POST /upload and never into an event.
 */
export const imageName = () =>
  z
    .union([z.string().max(512), uploadedImageSchema], { error: ErrorKeys.Invalid })
    .nullable()
    .optional()
    .transform((value) => (value == null ? null : typeof value === 'string' ? value || null : value.name));

export const idParam = requiredId;
