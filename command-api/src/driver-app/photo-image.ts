import { DRIVER_PHOTO_DISPLAY_PX, DRIVER_PHOTO_MAX_BYTES, DRIVER_PHOTO_TYPES } from '@fleetcheck/contracts';
import { DomainError } from '@fleetcheck/domain';
import sharp from 'sharp';
import { sniffImageType } from '../shared/image-sniff';

/** A photo from the phone, checked: its type by its bytes, its size in pixels (as shown, EXIF orientation applied), a display copy. */
export interface CheckedPhoto {
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
  /** At most DRIVER_PHOTO_DISPLAY_PX on its longer side, JPEG, oriented: what the record's detail shows. */
  display: Buffer;
}

const notImage = () => new DomainError('Errors.UploadNotImage');

/**
 * The bytes must be a JPEG, PNG or WebP image as they declare (magic numbers, then a full decode by sharp, the
 * libvips binding the query side already resizes with: its prebuilt binary comes as an npm package, no install
 * script). Anything else is Errors.UploadNotImage (400); over 5 MB Errors.UploadTooLarge (413).
 */
export async function checkPhoto(declaredType: string | undefined, bytes: Buffer): Promise<CheckedPhoto> {
  if (bytes.length > DRIVER_PHOTO_MAX_BYTES) throw new DomainError('Errors.UploadTooLarge');
  const type = (declaredType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!(DRIVER_PHOTO_TYPES as readonly string[]).includes(type) || sniffImageType(bytes) !== type) throw notImage();
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 });
    const meta = await image.metadata();
    // EXIF orientations 5 to 8 turn the picture a quarter: as shown, its sides swap.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    if (!width || !height) throw notImage();
    const display = await image
      .rotate()
      .resize({ width: DRIVER_PHOTO_DISPLAY_PX, height: DRIVER_PHOTO_DISPLAY_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { contentType: type, bytes, width, height, display };
  } catch {
    throw notImage();
  }
}
