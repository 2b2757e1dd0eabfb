/**
 * The failed-test rule: a result strictly above the alcohol threshold in force (ALCOHOL_THRESHOLD_MG_L, mg/l)
 * fails; a threshold of 0 means any alcohol detected fails. Decided once, when the test is recorded, and
 * stored in the event: readers take `failed` from there, never from the result.
 */
export const isFailedTest = (resultMgL: number, thresholdMgL: number): boolean => resultMgL > thresholdMgL;
