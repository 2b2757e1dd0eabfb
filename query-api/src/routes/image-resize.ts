import sharp from 'sharp';

const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' } as const;

/**
 * The image at most `width` pixels wide (never enlarged), in its own format; jpeg and webp at `quality`.
 * Bytes sharp cannot read are answered as they are: the stored original is still an image the browser may show.
 */
export async function resizeImage(bytes: Buffer, contentType: string, width: number, quality: number): Promise<Buffer> {
  const format = FORMATS[contentType as keyof typeof FORMATS];
  if (!format) return bytes;
  try {
    const pipeline = sharp(bytes, { animated: format === 'gif' || format === 'webp' }).resize({ width, withoutEnlargement: true });
    if (format === 'jpeg') return await pipeline.jpeg({ quality }).toBuffer();
    if (format === 'webp') return await pipeline.webp({ quality }).toBuffer();
    return await pipeline.toFormat(format).toBuffer();
  } catch {
    return bytes;
  }
}
