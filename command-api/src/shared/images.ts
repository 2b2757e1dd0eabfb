import { storedImagePath } from '@fleetcheck/contracts';
import type { App } from '../app';
import type { ImageUpload } from './body-rules';
import { DomainError } from '@fleetcheck/domain';

/** Keeps checked image bytes for `companyId` and answers the path they are read from. */
export async function storeImage(app: App, companyId: string, upload: ImageUpload): Promise<string> {
  if (!app.blobStore) throw new DomainError('Errors.Unavailable');
  const id = await app.blobStore.put({ companyId, contentType: upload.contentType, bytes: upload.bytes });
  return storedImagePath(companyId, id);
}

export type WithStoredImage<T extends { image: unknown }> = Omit<T, 'image'> & { image: string | null };

/** A parsed body whose photo is stored now when it came inline, so the profile keeps only the image's path. */
export async function withStoredImage<T extends { image: string | ImageUpload | null }>(
  app: App,
  companyId: string,
  body: T,
): Promise<WithStoredImage<T>> {
  const image = body.image === null || typeof body.image === 'string' ? body.image : await storeImage(app, companyId, body.image);
  return { ...body, image };
}
