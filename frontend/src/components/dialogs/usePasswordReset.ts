import { useLingui } from '@lingui/react/macro';
import { useDialogs } from './DialogHost';
import type { Credentials } from './credentials';

/**
 * The lock row action: a warning to confirm, then the new credentials in a success dialog, or the
 * error dialog. `reset` performs the call (PATCH /driver/driver-reset-password, /manager/..., ...).
 */
export function usePasswordReset() {
  const { t } = useLingui();
  const dialogs = useDialogs();
  return async (name: string, reset: () => Promise<Credentials>): Promise<Credentials | undefined> => {
    const confirmed = await dialogs.confirm({
      title: t`Reset password`,
      message: t`Issue a new password for ${name}? The current password stops working.`,
      confirmLabel: t`Reset password`,
    });
    if (!confirmed) return undefined;
    try {
      const credentials = await reset();
      void dialogs.showResult({ kind: 'success', title: t`The password was reset`, credentials });
      return credentials;
    } catch (error) {
      console.warn('Password reset failed', error);
      void dialogs.showResult({ kind: 'error' });
      return undefined;
    }
  };
}
