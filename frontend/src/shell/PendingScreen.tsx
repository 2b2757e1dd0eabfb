import { Trans } from '@lingui/react/macro';

/** Placeholder body for screens of issue 7 that later slices build. */
export function PendingScreen() {
  return (
    <p className="pending-screen">
      <Trans>This screen is not available yet.</Trans>
    </p>
  );
}
