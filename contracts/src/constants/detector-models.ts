import { z } from 'zod';
import { ErrorKeys } from '../errors/keys';

/**
 * The detector models FleetCheck knows, by the number the registry and the company device list store (spec:
 * model, default 2) and the maker's name shown everywhere instead of that number. Sensor limits are
 * configured per model number (workers' SENSOR_LIMITS).
 */
export const DETECTOR_MODELS = [
  { model: 1, name: 'ALC-MobileII', maker: 'Tokai Denshi' },
  { model: 2, name: 'CAX-AD300', maker: 'JVCKENWOOD' },
  { model: 3, name: 'ALBLO FC-1000', maker: 'TANITA' },
] as const;
export type DetectorModel = (typeof DETECTOR_MODELS)[number];

export const detectorModelNumbers: readonly number[] = DETECTOR_MODELS.map((entry) => entry.model);

export const isDetectorModel = (model: number): boolean => detectorModelNumbers.includes(model);

/** "CAX-AD300"; a number not on the list (an old record) reads "#7", the same in both languages. */
export function detectorModelName(model: number): string {
  return DETECTOR_MODELS.find((entry) => entry.model === model)?.name ?? `#${model}`;
}

/** A model field of a form or a request body: one of the list, by number (a select sends a string). */
export const detectorModelSchema = z.coerce
  .number({ error: ErrorKeys.Invalid })
  .int({ error: ErrorKeys.Invalid })
  .refine(isDetectorModel, { error: ErrorKeys.Invalid });
