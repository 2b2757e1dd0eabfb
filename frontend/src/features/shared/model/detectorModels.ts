import { DETECTOR_MODELS } from '@fleetcheck/contracts';

/** The model select of the device forms: contracts' model list, by name and maker (product names, not translated). */
export const detectorModelOptions = DETECTOR_MODELS.map((entry) => ({
  value: String(entry.model),
  label: `${entry.name} (${entry.maker})`,
}));
