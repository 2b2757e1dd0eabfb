import type { DriverProfile } from '@fleetcheck/contracts';
import type { DriverAccount } from '../../src/driver/decider';

/** Driver d1 of company c1, as the driver decider's tests create it. */
export const profile: DriverProfile = {
  firstName: '一郎',
  lastName: '鈴木',
  spellingFirstName: 'イチロウ',
  spellingLastName: 'スズキ',
  DOB: '-',
  expirationDate: '2028-06-30',
  licenseType: '1',
  carId: 'car1',
  driverLicense: '301234567890',
  email: '',
  mobile: '',
  officeId: 'o1',
  image: null,
};
export const account: DriverAccount = { driverId: 'd1', companyId: 'c1', username: 'd12345678', passwordHash: 'hash', profile };
