import { HOME_ROUTE } from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import type { SessionStore } from '../../../session/sessionStore';
import { ownManagerUserType } from '../../../session/sessionData';
import { requestAccessOnBehalf } from './companyApi';

interface EnterOnBehalfDeps {
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly navigate: (href: string) => void;
}

/**
 * Access on behalf (spec section 4): the admin's session is kept as the old session, the company's
 * tokens become the current one and the user is marked accessOnBehalf and sent home. The shell then
 * shows the company's menu (the admin acts as its owner manager) and Back to Admin Dashboard.
 * A failure is logged and the admin stays where they are (spec section 8).
 */
export async function enterOnBehalf(deps: EnterOnBehalfDeps, companyId: string): Promise<boolean> {
  try {
    const { data } = await requestAccessOnBehalf(deps.api, companyId);
    deps.session.enterOnBehalf(
      {
        _id: data.user._id,
        userType: ownManagerUserType,
        language: data.user.language,
        redirectPage: HOME_ROUTE,
        firstName: data.user.firstName,
        lastName: data.user.lastName,
        companyName: data.user.company?.name,
      },
      data,
    );
    deps.navigate(HOME_ROUTE);
    return true;
  } catch (error) {
    console.warn('Failed to get access-on-behalf token', error);
    return false;
  }
}
