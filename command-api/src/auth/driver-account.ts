import { DRIVER_APP_HOME_ROUTE, DRIVER_USER_TYPE, type CurrentUser } from '@fleetcheck/contracts';
import { streams } from '@fleetcheck/domain';
import { companyAggregate, type CompanyState } from '@fleetcheck/domain/company/decider';
import { driverAggregate, type DriverAccount } from '@fleetcheck/domain/driver/decider';
import type { App } from '../app';
import { loadStream } from '../shared/command-handler';

export interface DriverSignIn {
  kind: 'driver';
  account: DriverAccount;
  company: Extract<CompanyState, { status: 'Active' }>;
}

/** A driver who may sign in on their phone: not deleted, in a company that is registered and verified. */
export async function loadDriverSignIn(app: App, driverId: string): Promise<DriverSignIn | undefined> {
  const driver = await loadStream(app.store, streams.driver(driverId), driverAggregate);
  if (driver.state.status !== 'Active') return undefined;
  const company = await loadStream(app.store, streams.company(driver.state.account.companyId), companyAggregate);
  if (company.state.status !== 'Active') return undefined;
  return { kind: 'driver', account: driver.state.account, company: company.state };
}

/** A driver as the phone app sees them: userType 5, their company, landing on the driver app. */
export function driverUserOf({ account, company }: DriverSignIn): CurrentUser {
  const p = account.profile;
  return {
    _id: account.driverId,
    username: account.username,
    firstName: p.firstName,
    lastName: p.lastName,
    spellingFirstName: p.spellingFirstName,
    spellingLastName: p.spellingLastName,
    language: 'ja',
    mobile: p.mobile,
    email: p.email,
    userType: DRIVER_USER_TYPE,
    company: { _id: company.companyId, name: company.details.name },
    subscription: null,
    image: p.image,
    redirectPage: DRIVER_APP_HOME_ROUTE,
  };
}
