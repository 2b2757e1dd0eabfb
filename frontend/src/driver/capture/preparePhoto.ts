/** A photo is stored at most this wide or high (px), as JPEG: what a record's evidence needs, small enough offline. */
export const PHOTO_MAX_SIDE = 1600;
/** A picked file over this size is refused before it is read. */
export const PHOTO_FILE_MAX_BYTES = 20 * 1024 * 1024;
const JPEG_QUALITY = 0.85;

export type PhotoProblem = 'not-an-image' | 'too-large';

export class PhotoRejectedError extends Error {
  override readonly name = 'PhotoRejectedError';
  constructor(readonly problem: PhotoProblem) {
    super(`The photo was rejected: ${problem}`);
  }
}

/**
 * Checks that a picked file or a camera frame is an image the browser can decode, and shrinks it to
 * PHOTO_MAX_SIDE as JPEG before it is queued and uploaded.
 */
export async function preparePhoto(source: Blob): Promise<Blob> {
  if (source.size > PHOTO_FILE_MAX_BYTES) throw new PhotoRejectedError('too-large');
  if (!source.type.startsWith('image/')) throw new PhotoRejectedError('not-an-image');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(source);
  } catch {
    throw new PhotoRejectedError('not-an-image');
  }
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvasToJpeg(canvas);
}

export function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PhotoRejectedError('not-an-image'))), 'image/jpeg', JPEG_QUALITY),
  );
}
