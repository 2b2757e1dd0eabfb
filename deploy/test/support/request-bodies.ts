import { businessDay } from '@fleetcheck/domain/calendar/business-day';

/** Valid request bodies of the company's forms, as the UI sends them, for the system-level tests. */

/**
 * The system under test runs on the real clock: expiry dates are counted from this year in Japan, so a car's
 * inspection or a licence never lies in the past (which would raise expiry alerts) as the years go by.
 */
export const thisYearInJapan = (): number => Number(businessDay(new Date()).slice(0, 4));

export const officeBody = (name: string) => ({
  name,
  phone: '03-1234-5678',
  fax: '',
  postcode: '100-0001',
  prefectures: '東京都',
  municipalities: '千代田区',
  town: '1-1',
  buildings: '',
});

export const carBody = (number: string, office: string) => ({
  number,
  model: 'Hiace',
  type: 'Van',
  chassisNo: 'TRH200-0001',
  production: '2020-04',
  inspection: `${thisYearInJapan() + 2}-04-01`,
  insurance: `${thisYearInJapan() + 2}-03-31`,
  office,
});

export const driverBody = (car: string, office: string | null = null, email = '') => ({
  firstName: '四郎',
  lastName: '渡辺',
  spellingFirstName: 'シロウ',
  spellingLastName: 'ワタナベ',
  DOB: '-',
  expirationDate: `${thisYearInJapan() + 3}-01-31`,
  licenseType: '1',
  car,
  driverLicense: '123456789012',
  email,
  image: null,
  mobile: '090-1234-5678',
  office,
});

export const managerBody = (email: string, extra: { office?: string | null; image?: string | null } = {}) => ({
  firstName: '健',
  lastName: '伊藤',
  spellingFirstName: 'ケン',
  spellingLastName: 'イトウ',
  email,
  phone: '09011112222',
  ...extra,
});

/** A company's details (registration, company profile); its e-mail is `office@<domain>`. */
export const companyBody = (name: string, domain: string) => ({
  name,
  email: `office@${domain}`,
  phone: '03-5555-6666',
  fax: '',
  employeeCount: 5,
  carCount: 3,
  postcode: '105-0011',
  prefectures: '東京都',
  municipalities: '港区',
  town: '芝公園4-2',
  buildings: '',
});

/**
 * A breath test recorded by hand now, checked by the registered manager `checker`; `result` in mg/l (0.25 fails, and
 * then says what was done about it). No vehicle is an explicit "no vehicle" with its reason.
 */
export const manualTestBody = (driver: string, vehicle: string | null, checker: string, result = 0) => ({
  driver,
  vehicle,
  time: new Date().toISOString(),
  result,
  checkType: 'before_driving',
  method: 'face_to_face',
  checker,
  instructions: '安全運転に努めること',
  noDetectorReason: '検知器の電池切れ',
  ...(vehicle ? {} : { noVehicleReason: '徒歩での出張' }),
  ...(result > 0 ? { actionTaken: { kind: 'stopped_duty' } } : {}),
});
