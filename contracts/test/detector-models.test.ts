import { describe, expect, it } from 'vitest';
import { adminDeviceFormSchema, companyDeviceFormSchema, detectorModelName, DETECTOR_MODELS, ErrorKeys } from '../src/index';

describe('detector models', () => {
  it('names each model by its number, and an unknown number as "#n" in both languages', () => {
    expect(DETECTOR_MODELS.map((entry) => entry.model)).toEqual([1, 2, 3]);
    expect(detectorModelName(1)).toBe('ALC-MobileII');
    expect(detectorModelName(2)).toBe('CAX-AD300');
    expect(detectorModelName(3)).toBe('ALBLO FC-1000');
    expect(detectorModelName(7)).toBe('#7');
  });

  it('the device forms take a model of the list (a select sends its number as text) and default to 2', () => {
    expect(companyDeviceFormSchema.parse({ serialNo: 'D-1', model: '3' })).toEqual({ serialNo: 'D-1', model: 3 });
    expect(companyDeviceFormSchema.parse({ serialNo: 'D-1' })).toEqual({ serialNo: 'D-1', model: 2 });
    const admin = { serialNo: 'D-1', company: { value: 'c1', label: 'C' }, regDate: { y: '2026', m: '01', d: '15' } };
    expect(adminDeviceFormSchema.parse({ ...admin, model: 1 }).model).toBe(1);
  });

  it('refuses a model that is not on the list with Errors.Invalid on the model field', () => {
    for (const model of [0, 4, 9999, 1.5, 'x']) {
      const result = companyDeviceFormSchema.safeParse({ serialNo: 'D-1', model });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['model'], message: ErrorKeys.Invalid })]);
    }
  });
});
