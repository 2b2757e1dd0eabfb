import { EMPTY_YMD, driverFormSchema, isoDateToYmd, type DriverRecord, type SelectOption, type YearMonthDay } from '@fleetcheck/contracts';

export { driverFormSchema };
export type Driver = DriverRecord;

/** The driver panel's state: what the inputs hold, validated by the contracts' driverFormSchema. */
export interface DriverFormState {
  readonly name: { readonly lastName: string; readonly firstName: string };
  readonly spelling: { readonly lastName: string; readonly firstName: string };
  readonly birth: YearMonthDay;
  readonly email: string;
  readonly mobile: string;
  readonly license: string;
  readonly expirationDate: YearMonthDay;
  readonly licenseType: SelectOption | null;
  readonly car: SelectOption | null;
  readonly office: SelectOption | null;
  readonly photo: string | null;
}

export const emptyDriverForm: DriverFormState = {
  name: { lastName: '', firstName: '' },
  spelling: { lastName: '', firstName: '' },
  birth: EMPTY_YMD,
  email: '',
  mobile: '',
  license: '',
  expirationDate: EMPTY_YMD,
  licenseType: null,
  car: null,
  office: null,
  photo: null,
};

/** An edit panel starts from the record (the licence type's label is translated by the caller). */
export function driverToForm(driver: Driver, licenseTypeLabel: string): DriverFormState {
  return {
    name: { lastName: driver.lastName, firstName: driver.firstName },
    spelling: { lastName: driver.spellingLastName, firstName: driver.spellingFirstName },
    birth: isoDateToYmd(driver.DOB),
    email: driver.email,
    mobile: driver.mobile,
    license: driver.driverLicense,
    expirationDate: isoDateToYmd(driver.expirationDate),
    licenseType: driver.licenseType === '' ? null : { value: String(driver.licenseType), label: licenseTypeLabel },
    car: driver.car ? { value: driver.car._id, label: `${driver.car.number} ${driver.car.model}` } : null,
    office: driver.office ? { value: driver.office._id, label: driver.office.name ?? '' } : null,
    photo: driver.image,
  };
}

/** POST/PUT /driver body fields -> form fields, for the server's field errors. */
export const driverServerPaths: Readonly<Record<string, string>> = {
  firstName: 'name.firstName',
  lastName: 'name.lastName',
  spellingFirstName: 'spelling.firstName',
  spellingLastName: 'spelling.lastName',
  DOB: 'birth',
  driverLicense: 'license',
  image: 'photo',
};
