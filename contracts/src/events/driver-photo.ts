import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

/**
 * A photo the driver's phone app sent (issue 34): the original and a display-size copy are kept in the blob store
 * of the company; this event says whose it is, so a check names only its own driver's photos. One stream per photo.
 */
export const DriverPhotoTaken = defineEvent({
  type: 'DriverPhotoTaken',
  schema: z.object({
    photoId: z.string(),
    companyId: z.string(),
    driverId: z.string(),
    /** SHA-256 of the bytes sent (the original's blob id). */
    sha256: z.string(),
    /** SHA-256 of the display-size copy (its blob id). */
    displaySha256: z.string(),
    contentType: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    takenAt: z.iso.datetime(),
  }),
});

export const driverPhotoEvents = [DriverPhotoTaken] as const;
export type DriverPhotoEvent = EventOf<(typeof driverPhotoEvents)[number]>;
export const driverPhotoCatalogue = createCatalogue(driverPhotoEvents);

export const DRIVER_PHOTO_STREAM_PREFIX = 'driverphoto-';
export const driverPhotoStream = (photoId: string): string => `${DRIVER_PHOTO_STREAM_PREFIX}${photoId}`;
