import { z } from 'zod';
import { ErrorKeys } from '../errors/keys';

/** A freshly chosen image: name, MIME type and base64 content. Upload accepts images only. */
export const uploadedImageSchema = z.object({
  name: z.string().min(1),
  fileType: z.string().regex(/^image\//, { error: ErrorKeys.UploadNotImage }),
  file: z.string().min(1),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** A photo field: the stored file name, a new upload, or nothing. */
export const photoSchema = z.union([z.string(), uploadedImageSchema]).nullable().optional();
export type Photo = z.infer<typeof photoSchema>;
