import { useLingui } from '@lingui/react/macro';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { useServices } from '../../../session/ServicesContext';
import { enterOnBehalf } from '../api/enterOnBehalf';

/** Enters a company on its behalf with a full navigation, so the shell reads the new session once. */
export function useEnterOnBehalf(): (companyId: string) => Promise<void> {
  const { t } = useLingui();
  const { api, session } = useServices();
  const dialogs = useDialogs();
  return async (companyId) => {
    const entered = await enterOnBehalf({ api, session, navigate: (href) => window.location.assign(href) }, companyId);
    if (!entered) void dialogs.showResult({ kind: 'error', message: t`The company could not be entered.` });
  };
}
