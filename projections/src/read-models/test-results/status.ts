import { TestStatus } from '@fleetcheck/contracts';

/**
 * Any alcohol detected fails the check: Japanese rules for commercial drivers allow no alcohol at all before
 * driving, so the limit is zero, not the 0.15 mg/l of the road traffic law.
 */
export const statusOfResult = (resultMgL: number): number => (resultMgL > 0 ? TestStatus.Failed : TestStatus.Passed);
