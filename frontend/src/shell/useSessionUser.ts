import { useServices } from '../session/ServicesContext';
import { isRegisterComplete, roleOf, type Role, type SessionUser } from '../session/sessionData';

export interface SessionView {
  readonly user: SessionUser | undefined;
  readonly role: Role;
  readonly registerComplete: boolean;
  readonly actingOnBehalf: boolean;
}

/** The session as the shell needs it. Cookies change only by full navigation, so reading them at render is enough. */
export function useSessionView(): SessionView {
  const { session } = useServices();
  const user = session.readUser();
  return {
    user,
    role: roleOf(user?.userType),
    registerComplete: isRegisterComplete(user),
    actingOnBehalf: session.hasOldSession(),
  };
}
