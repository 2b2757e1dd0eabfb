import { imageProxyQuerySchema, parseStoredImagePath } from '@fleetcheck/contracts';
import type { BlobStore, StoredBlob } from '@fleetcheck/platform';
import type { Request, Response, Router } from 'express';
import { parseQuery } from '../http/list-params';
import { QueryError, forbidden, notFound } from '../http/query-error';
import type { RouteContext } from './context';
import { resizeImage } from './image-resize';

/** Content-addressed, so never changes under its URL; private: only the owning company may read it. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

type Principal = Awaited<ReturnType<RouteContext['auth']['any']>>;

/** A stored image of `companyId`, for that company's users (or an admin on its behalf) and platform admins. */
async function readImage(blobs: BlobStore | undefined, principal: Principal, companyId: string, id: string): Promise<StoredBlob> {
  // A driver's phone app shows no stored image yet; the company's photos are its managers'.
  if (principal.kind === 'driver' || (principal.kind !== 'admin' && principal.companyId !== companyId)) throw forbidden();
  if (!blobs) throw new QueryError('Errors.Unavailable');
  const blob = await blobs.get(id, companyId);
  if (!blob) throw notFound();
  return blob;
}

function send(req: Request, res: Response, blob: StoredBlob, bytes: Buffer, etag: string): void {
  res.set({
    'Cache-Control': CACHE_CONTROL,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    Vary: 'Authorization',
  });
  if (req.get('if-none-match') === etag) {
    res.status(304).end();
    return;
  }
  res.type(blob.contentType).send(bytes);
}

/**
 * GET /images/{companyId}/{id}: a stored photo as uploaded. GET /_next/image?url&w&q (spec section 7): the
 * same photo at most `w` pixels wide; `url` must be a stored image's path, so the proxy fetches nothing else.
 */
export function imageRoutes(router: Router, ctx: RouteContext, blobs: BlobStore | undefined): void {
  router.get('/images/:companyId/:id', async (req, res) => {
    const blob = await readImage(blobs, await ctx.auth.any(req), req.params.companyId!, req.params.id!);
    send(req, res, blob, blob.bytes, `"${blob.id}"`);
  });

  router.get('/_next/image', async (req, res) => {
    // Who asks before what they ask: a caller with no credentials is refused 401 whatever the query, as on every route.
    const principal = await ctx.auth.any(req);
    const { url, w, q } = parseQuery(imageProxyQuerySchema, req);
    const ref = parseStoredImagePath(url);
    if (!ref) throw new QueryError('Errors.Invalid', [{ path: 'url', key: 'Errors.Invalid' }]);
    const blob = await readImage(blobs, principal, ref.companyId, ref.id);
    send(req, res, blob, await resizeImage(blob.bytes, blob.contentType, w, q), `"${blob.id}-${w}-${q}"`);
  });
}
