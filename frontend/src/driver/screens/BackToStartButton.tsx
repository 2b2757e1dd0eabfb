import { Trans } from '@lingui/react/macro';
import { DRIVER_PATHS, navigate } from '../navigation';

/**
 * Back to the driver's start screen once a check is sent, a code accepted or a call confirmed: the screen left is
 * replaced in the history, so the phone's Back does not return to it. The main way on unless `secondary`.
 */
export function BackToStartButton({ secondary = false }: { readonly secondary?: boolean }) {
  return (
    <button
      type="button"
      className={secondary ? 'driver-button' : 'driver-button driver-button--primary driver-button--large'}
      onClick={() => navigate(DRIVER_PATHS.home, true)}
    >
      <Trans>Back to the start</Trans>
    </button>
  );
}
