import { parseStoredImagePath, storedImagePath } from '@fleetcheck/contracts';
import type { App } from '../app';
import type { ImageUpload } from './body-rules';
import { DomainError } from '@fleetcheck/domain';

/** Keeps checked image bytes for `companyId` and answers the path they are read from. */
export async function storeImage(app: App, companyId: string, upload: ImageUpload): Promise<string> {
  if (!app.blobStore) throw new DomainError('Errors.Unavailable');
  const id = await app.blobStore.put({ companyId, contentType: upload.contentType, bytes: upload.bytes });
  return storedImagePath(companyId, id);
}

/**
 * An image field naming a stored image must name one of the company's own uploads: a script URL, an outside
 * URL or another company's upload path would otherwise be shown (or fetched) as this company's photo.
 */
export async function assertOwnImage(app: App, companyId: string, path: string, field = 'image'): Promise<void> {
  const stored = parseStoredImagePath(path);
  const own = stored?.companyId === companyId && app.blobStore ? await app.blobStore.get(stored.id, companyId) : undefined;
  if (!own) throw new DomainError('Errors.Invalid', [{ path: field, key: 'Errors.ImageNotOwn' }]);
}

export type WithStoredImage<T extends { image: unknown }> = Omit<T, 'image'> & { image: string | null };

/**
 * A parsed body whose photo is stored now when it came inline, so the profile keeps only the image's path; a
 * path it names must be one of the company's own uploads.
 */
export async function withStoredImage<T extends { image: string | ImageUpload | null }>(
  app: App,
  companyId: string,
  body: T,
): Promise<WithStoredImage<T>> {
  if (typeof body.image === 'string') await assertOwnImage(app, companyId, body.image);
  const image = body.image === null || typeof body.image === 'string' ? body.image : await storeImage(app, companyId, body.image);
  return { ...body, image };
}
