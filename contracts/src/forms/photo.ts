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

/** Where a stored image is read (query-api): its owning company and content id (hex sha-256). */
export const storedImagePath = (companyId: string, id: string) => `/api/v1/images/${encodeURIComponent(companyId)}/${id}`;

/** The company and content id of a stored image's path, or undefined for anything else. */
export function parseStoredImagePath(path: string): { companyId: string; id: string } | undefined {
  const match = /^\/api\/v1\/images\/([^/?#]+)\/([0-9a-f]{64})$/.exec(path);
  return match ? { companyId: decodeURIComponent(match[1]!), id: match[2]! } : undefined;
}
