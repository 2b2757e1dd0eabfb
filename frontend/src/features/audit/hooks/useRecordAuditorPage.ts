import { useEffect } from 'react';
import { useServices } from '../../../session/ServicesContext';
import { auditorUserType } from '../../../session/sessionData';
import { recordAuditorActivity } from '../api/auditApi';

/** True for a signed-in auditor (what they open and export is recorded for admins). */
export function useIsAuditor(): boolean {
  return useServices().session.read()?.user.userType === auditorUserType;
}

/** Records, once per page and company, that the signed-in auditor opened it (admins see the record). */
export function useRecordAuditorPage(what: string, companyId: string | null): void {
  const { api, session } = useServices();
  const auditor = session.read()?.user.userType === auditorUserType;
  useEffect(() => {
    if (auditor) recordAuditorActivity(api, { action: 'page', what, companyId }).catch(() => undefined);
  }, [api, auditor, what, companyId]);
}
