import { ErrorKeys, stringRequired, uploadedImageSchema, type UploadedImage } from '@fleetcheck/contracts';
import { z } from 'zod';
import { MAX_IMAGE_BYTES, decodeUpload, sniffImageType } from './image-sniff';

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

/** Checked image bytes with the type they really are (sniffed), ready for the blob store. */
export interface ImageUpload {
  bytes: Buffer;
  contentType: string;
}

/** An upload must really be an image (its bytes, not the declared type) and not too large. */
function checkUpload(upload: UploadedImage, ctx: z.RefinementCtx): ImageUpload {
  const bytes = decodeUpload(upload.file);
  const contentType = bytes.length > MAX_IMAGE_BYTES ? undefined : sniffImageType(bytes);
  if (bytes.length > MAX_IMAGE_BYTES) ctx.addIssue({ code: 'custom', message: ErrorKeys.UploadTooLarge, path: ['file'] });
  else if (!contentType) ctx.addIssue({ code: 'custom', message: ErrorKeys.UploadNotImage, path: ['fileType'] });
  return { bytes, contentType: contentType ?? '' };
}

export const checkedImageUpload = uploadedImageSchema.transform(checkUpload);

/**
 * The photo field: the URL of an image already stored (POST /upload answers it), or a fresh upload that the
 * route stores first (shared/images.ts). Image bytes never go into an event, only the image's URL.
 */
export const imageField = () =>
  z
    .union([z.string().max(512), uploadedImageSchema], { error: ErrorKeys.Invalid })
    .nullable()
    .optional()
    .transform((value, ctx): string | ImageUpload | null =>
      value == null || value === '' ? null : typeof value === 'string' ? value : checkUpload(value, ctx),
    );

export const idParam = requiredId;
