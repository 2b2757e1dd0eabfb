import type { App } from '../app';
import { createApp } from '../app';
import { createPlatformAdmin } from '../admin/commands';
import { createVerifiedCompany } from '../company/commands';
import type { CommandApiDeps } from '../deps';
import { registerCar } from '../car/commands';
import { addCompanyDevice } from '../device/commands';
import { registerDevice } from '../device-registry/commands';
import { createDriver } from '../driver/commands';
import { createManager } from '../manager/commands';
import { createOffice } from '../office/commands';
import { findReservation } from '../shared/reservations';
import { systemContext } from '../shared/request-context';
import { billingFromEnv, todayOf } from '../subscription/billing';
import { recordBankTransfer, subscribeByBankTransfer } from '../subscription/commands';

export interface DemoLogin {
  role: 'admin' | 'manager' | 'driver';
  name: string;
  /** What to type in the login form: a username (managers may also use their e-mail). */
  username: string;
  email: string | null;
  password: string;
}

export interface SeedDemoOptions {
  adminUsername?: string;
  adminPassword?: string;
  managerPassword?: string;
  driverPassword?: string;
  /** Whether the demo company gets a running (bank-transfer, paid) plan; default true. */
  withSubscription?: boolean;
}

export interface SeedDemoResult {
  /** false when the admin username was already taken: nothing was written. */
  seeded: boolean;
  companyId: string | null;
  logins: DemoLogin[];
}

const DEMO_COMPANY_EMAIL = 'demo-company@fleetcheck.example';

/** The demo company's detectors: in its own device list and registered and assigned to it on the platform. */
const DEMO_DEVICE_SERIALS = ['FC-DEMO-0001', 'FC-DEMO-0002', 'FC-DEMO-0003'] as const;

/**
 * Seeds, through the same commands the API runs, a platform admin and a demo company with two offices, two
 * managers, three cars, three drivers (each driving one of the cars) and three devices (in the company's
 * list and in the platform registry, assigned to the company). Idempotent: when the admin exists it writes nothing. Only for the local
 * profile: the passwords are well known.
 */
export async function seedDemo(deps: CommandApiDeps, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  // Without the read models: the seed runs before any projection (split profile) and fits its plan by construction.
  const app: App = createApp({ ...deps, readStore: undefined });
  const adminUsername = options.adminUsername ?? 'admin';
  const adminPassword = options.adminPassword ?? 'admin-demo-2024';
  const managerPassword = options.managerPassword ?? 'manager-demo-2024';
  const driverPassword = options.driverPassword ?? 'driver-demo-2024';
  if (await findReservation(app.store, 'username', adminUsername)) return { seeded: false, companyId: null, logins: [] };

  const ctx = systemContext(app.ids, app.clock);
  const logins: DemoLogin[] = [];
  await createPlatformAdmin(app, ctx, {
    username: adminUsername,
    password: adminPassword,
    firstName: 'Admin',
    lastName: 'FleetCheck',
    email: 'admin@fleetcheck.example',
  });
  logins.push({ role: 'admin', name: 'FleetCheck Admin', username: adminUsername, email: null, password: adminPassword });

  const companyId = await createVerifiedCompany(app, ctx, {
    name: 'デモ運輸株式会社',
    email: DEMO_COMPANY_EMAIL,
    phone: '03-1234-5678',
    fax: '03-1234-5679',
    employeeCount: 42,
    carCount: 12,
    postcode: '100-0001',
    prefectures: '東京都',
    municipalities: '千代田区',
    town: '千代田1-1',
    buildings: 'デモビル 3F',
  });
  // A running plan, so the demo manager has finished registering (paid by bank transfer, already received).
  if (options.withSubscription ?? true) {
    const plan = await subscribeByBankTransfer(app, billingFromEnv(app), ctx, companyId, {
      // Room for the fleet the company declared (12 cars) and for more detectors than the three seeded.
      carCount: 12,
      deviceCount: 10,
      paymentSchedule: 'yearly',
    });
    await recordBankTransfer(app, ctx, companyId, {
      amount: plan.subscription.totalAmount,
      paidOn: todayOf(app),
      reference: 'DEMO-SEED',
    });
  }
  const office = (name: string, phone: string, prefectures: string, municipalities: string) =>
    createOffice(app, ctx, companyId, {
      name,
      phone,
      fax: '',
      postcode: '100-0001',
      prefectures,
      municipalities,
      town: '1-1',
      buildings: '',
    });
  const tokyo = await office('東京本社', '03-1111-2222', '東京都', '千代田区');
  const osaka = await office('大阪営業所', '06-3333-4444', '大阪府', '大阪市北区');

  const managers = [
    {
      userType: 2 as const,
      firstName: '太郎',
      lastName: '山田',
      spellingFirstName: 'タロウ',
      spellingLastName: 'ヤマダ',
      email: 'manager@fleetcheck.example',
      mobile: '09012345678',
      officeId: tokyo.officeId,
    },
    {
      userType: 3 as const,
      firstName: '花子',
      lastName: '佐藤',
      spellingFirstName: 'ハナコ',
      spellingLastName: 'サトウ',
      email: 'manager2@fleetcheck.example',
      mobile: '09087654321',
      officeId: osaka.officeId,
    },
  ];
  for (const { userType, ...profile } of managers) {
    const created = await createManager(app, ctx, { companyId, userType, password: managerPassword, profile: { ...profile, image: null } });
    logins.push({
      role: 'manager',
      name: created.credentials.name,
      username: created.credentials.username,
      email: profile.email,
      password: managerPassword,
    });
  }

  // Dates relative to the year in Japan (the business day), whatever zone the machine runs in.
  const year = Number(todayOf(app).slice(0, 4));
  const cars = [
    {
      number: '品川 300 あ 12-34',
      model: 'Hiace',
      type: 'Van',
      chassisNo: 'TRH200-0001234',
      production: `${year - 3}-04`,
      officeId: tokyo.officeId,
    },
    {
      number: '品川 500 さ 56-78',
      model: 'Prius',
      type: 'Sedan',
      chassisNo: 'ZVW50-0005678',
      production: `${year - 2}-09`,
      officeId: tokyo.officeId,
    },
    {
      number: 'なにわ 100 か 90-12',
      model: 'Elf',
      type: 'Truck',
      chassisNo: 'NPR85-0009012',
      production: `${year - 5}-01`,
      officeId: osaka.officeId,
    },
  ];
  const carIds: string[] = [];
  for (const car of cars) {
    const registered = await registerCar(app, ctx, companyId, { ...car, inspection: `${year + 1}-03-31`, insurance: `${year + 1}-09-30` });
    carIds.push(registered.carId);
  }

  for (const serialNo of DEMO_DEVICE_SERIALS) {
    await addCompanyDevice(app, ctx, companyId, { serialNo, model: 2 });
    await registerDevice(app, ctx, companyId, { serialNo, regDate: todayOf(app), status: 0, model: 2 });
  }

  const drivers = [
    {
      firstName: '一郎',
      lastName: '鈴木',
      spellingFirstName: 'イチロウ',
      spellingLastName: 'スズキ',
      officeId: tokyo.officeId,
      driverLicense: '301234567890',
    },
    {
      firstName: '次郎',
      lastName: '高橋',
      spellingFirstName: 'ジロウ',
      spellingLastName: 'タカハシ',
      officeId: tokyo.officeId,
      driverLicense: '301234567891',
    },
    {
      firstName: '三郎',
      lastName: '田中',
      spellingFirstName: 'サブロウ',
      spellingLastName: 'タナカ',
      officeId: osaka.officeId,
      driverLicense: '621234567892',
    },
  ];
  for (const [index, driver] of drivers.entries()) {
    const created = await createDriver(
      app,
      ctx,
      companyId,
      {
        ...driver,
        DOB: `198${index}-04-0${index + 1}`,
        expirationDate: `${year + 2}-06-30`,
        licenseType: '1',
        carId: carIds[index]!,
        email: '',
        mobile: `0801234567${index}`,
        image: null,
      },
      driverPassword,
    );
    logins.push({
      role: 'driver',
      name: created.credentials.name,
      username: created.credentials.username,
      email: null,
      password: driverPassword,
    });
  }
  return { seeded: true, companyId, logins };
}
