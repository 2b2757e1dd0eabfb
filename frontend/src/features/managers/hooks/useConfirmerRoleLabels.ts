import { useLingui } from '@lingui/react/macro';
import type { ConfirmerRole } from '@fleetcheck/contracts';

/** The words of a manager's confirmer role (issue 35 item 4): 安全運転管理者 or 補助者. */
export function useConfirmerRoleLabels(): Readonly<Record<ConfirmerRole, string>> {
  const { t } = useLingui();
  return { safe_driving_manager: t`Safe driving manager`, assistant: t`Assistant confirmer` };
}
