import { useLingui } from '@lingui/react/macro';
import type { RecordManager, TestResultDetail, VisualCheck } from '@fleetcheck/contracts';

/** The words for a record's codes (check type, method, remote means, visual check, confirmation, corrected fields). */
export function useRecordLabels() {
  const { t } = useLingui();
  const checkType = (value: TestResultDetail['checkType']) => (value === 'before_driving' ? t`Before driving` : t`After driving`);
  const method = (value: TestResultDetail['method']) => (value === 'face_to_face' ? t`Face to face` : t`Remote`);
  const remoteMethod = (value: NonNullable<TestResultDetail['remoteMethod']>) =>
    ({ video: t`Camera / monitor`, phone: t`Mobile phone`, radio: t`Work radio`, other: t`Other means` })[value];
  const outcome = (value: VisualCheck['faceColour']) => (value === 'normal' ? t`Normal` : t`Not normal`);
  const confirmation = (value: TestResultDetail['confirmationStatus']) =>
    ({ awaiting: t`Awaiting confirmation`, confirmed: t`Confirmed`, returned: t`Returned` })[value];
  const manager = (value: RecordManager | null | undefined) => value?.name ?? '–';
  const field = (name: string) =>
    ({
      driverId: t`Driver`,
      carId: t`Vehicle`,
      checkType: t`Check type`,
      method: t`Method`,
      remoteMethod: t`Remote means`,
      checkedBy: t`Checked by (as typed)`,
      checker: t`Checker`,
      instructions: t`Instructions`,
      notes: t`Other notes`,
      visualCheck: t`Visual check`,
      detector: t`Detector`,
      noDetectorReason: t`Why no detector`,
    })[name] ?? name;
  const visualCheck = (value: VisualCheck | null) =>
    value
      ? [
          `${t`Face colour`}: ${outcome(value.faceColour)}`,
          `${t`Breath smell`}: ${outcome(value.breathSmell)}`,
          `${t`Voice`}: ${outcome(value.voice)}`,
          ...(value.remark ? [value.remark] : []),
        ].join(' / ')
      : '–';
  /** A corrected value as words: codes translated, people by name, nothing as a dash. */
  const correctedValue = (name: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '–';
    if (name === 'checkType') return checkType(value as TestResultDetail['checkType']);
    if (name === 'method') return method(value as TestResultDetail['method']);
    if (name === 'remoteMethod') return remoteMethod(value as NonNullable<TestResultDetail['remoteMethod']>);
    if (name === 'visualCheck') return visualCheck(value as VisualCheck);
    if (name === 'checker') return manager(value as RecordManager);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return { checkType, method, remoteMethod, outcome, confirmation, manager, field, visualCheck, correctedValue };
}
