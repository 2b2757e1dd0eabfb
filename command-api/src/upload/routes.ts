import type { z } from 'zod';
import type { uploadResponseSchema } from '@fleetcheck/contracts';
import { Router } from 'express';
import type { App } from '../app';
import { requireCompanyUser } from '../auth/authenticate';
import { checkedImageUpload } from '../shared/body-rules';
import { storeImage } from '../shared/images';
import { parseBody } from '../shared/validation';

/**
 * POST /upload (company users, spec section 7): a photo as the forms send it ({ name, fileType, file: base64 }),
 * checked by its bytes (images only, at most 512 KiB) and kept in the blob store for the caller's company.
 * Answers the image's path, which manager and driver bodies then carry as their `image`.
 */
export function uploadRoutes(app: App): Router {
  const router = Router();
  router.post('/upload', async (req, res) => {
    const principal = requireCompanyUser(res);
    const upload = parseBody(checkedImageUpload, req.body);
    const image = await storeImage(app, principal.companyId, upload);
    const answer: z.input<typeof uploadResponseSchema> = {
      operation: 'success',
      data: { image, id: image.slice(image.lastIndexOf('/') + 1) },
    };
    res.status(201).json(answer);
  });
  return router;
}
