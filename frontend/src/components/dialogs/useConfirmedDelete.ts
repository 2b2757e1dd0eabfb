import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../api/apiError';
import { errorDescriptor } from '../../i18n/errorMessages';
import { useDialogs } from './DialogHost';

/** The delete row action: a warning naming the record; only a confirmation calls `remove`; a failure shows the error dialog. */
export function useConfirmedDelete() {
  const { t, i18n } = useLingui();
  const dialogs = useDialogs();
  return async (title: string, name: string, remove: () => Promise<unknown>): Promise<boolean> => {
    const confirmed = await dialogs.confirm({
      title,
      message: t`Delete ${name}? This cannot be undone.`,
      confirmLabel: t`Delete`,
    });
    if (!confirmed) return false;
    try {
      await remove();
      return true;
    } catch (error) {
      console.warn('Deleting failed', error);
      // A refusal with a reason (a car still driven by a driver) says so; anything else is the generic error.
      const key = error instanceof ApiError ? error.key : undefined;
      void dialogs.showResult({ kind: 'error', message: key ? i18n._(errorDescriptor(key)) : undefined });
      return false;
    }
  };
}
