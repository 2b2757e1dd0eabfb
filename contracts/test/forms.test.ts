import { describe, expect, it } from 'vitest';
import {
  ErrorKeys,
  cancellationFormSchema,
  driverFormSchema,
  driverFormToPayload,
  driverPayloadSchema,
  managerFormSchema,
  managerFormToPayload,
  planCountsSchema,
  type DriverFormInput,
} from '../src/index';

const validDriver: DriverFormInput = {
  name: { lastName: '山田', firstName: '太郎' },
  spelling: { lastName: 'ヤマダ', firstName: 'タロウ' },
  birth: { y: '1990', m: '04', d: '' },
  email: '',
  mobile: '090-1234-5678',
  license: '123456789012',
  expirationDate: { y: '2030', m: '12', d: '01' },
  licenseType: { value: 1, label: '普通' },
  car: { value: 'car-1', label: '品川 300 Prius' },
  office: null,
  photo: null,
};

function fieldKeys(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[][] {
  return (result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]);
}

describe('driver form', () => {
  it('accepts a complete form and builds the payload of spec section 3', () => {
    const form = driverFormSchema.parse(validDriver);
    const payload = driverFormToPayload(form);
    expect(payload).toMatchObject({
      firstName: '太郎',
      spellingLastName: 'ヤマダ',
      DOB: '-',
      expirationDate: '2030-12-01',
      licenseType: 1,
      car: 'car-1',
      driverLicense: '123456789012',
      image: null,
      office: null,
    });
    expect(driverPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('reports every failed rule at its field with its key', () => {
    const result = driverFormSchema.safeParse({
      ...validDriver,
      name: { lastName: '', firstName: '太郎' },
      email: 'bad',
      license: '12345678901234',
      expirationDate: { y: '2030', m: '', d: '01' },
      car: null,
    });
    expect(fieldKeys(result)).toEqual([
      ['name.lastName', ErrorKeys.Required],
      ['email', ErrorKeys.Email],
      ['license', ErrorKeys.License],
      ['expirationDate.m', ErrorKeys.Required],
      ['car', ErrorKeys.Required],
    ]);
  });
});

describe('manager form', () => {
  it('requires email and mobile and sends phone from mobile', () => {
    const form = managerFormSchema.parse({
      name: { lastName: '佐藤', firstName: '花子' },
      spelling: { lastName: 'サトウ', firstName: 'ハナコ' },
      email: 'hanako@example.jp',
      mobile: '09012345678',
      office: { value: 'office-1', label: '本社' },
    });
    expect(managerFormToPayload(form)).toEqual({
      firstName: '花子',
      lastName: '佐藤',
      spellingFirstName: 'ハナコ',
      spellingLastName: 'サトウ',
      email: 'hanako@example.jp',
      phone: '09012345678',
      office: 'office-1',
      // The form's role unless chosen otherwise (issue 35 item 4): a 安全運転管理者.
      confirmerRole: 'safe_driving_manager',
    });
    const missing = managerFormSchema.safeParse({ ...form, email: '', mobile: '123' });
    expect(fieldKeys(missing)).toEqual([
      ['email', ErrorKeys.Required],
      ['mobile', ErrorKeys.Phone],
    ]);
  });
});

describe('plan and cancellation', () => {
  it('zero cars or devices give the spec keys', () => {
    expect(fieldKeys(planCountsSchema.safeParse({ carCount: 0, deviceCount: 0 }))).toEqual([
      ['carCount', ErrorKeys.CarCountZero],
      ['deviceCount', ErrorKeys.DeviceCountZero],
    ]);
    expect(planCountsSchema.parse({ carCount: '3', deviceCount: 1 })).toEqual({
      carCount: 3,
      deviceCount: 1,
    });
  });

  it('cancellation needs the four acknowledgements, stored as 0/1', () => {
    expect(cancellationFormSchema.parse({ terms: 1, policy: 1, check3: 1, check4: true, reason: 0 })).toEqual({
      terms: true,
      policy: true,
      check3: true,
      check4: true,
      reason: false,
    });
    expect(fieldKeys(cancellationFormSchema.safeParse({ terms: 1, policy: 0, check3: 1, check4: 1 }))).toEqual([
      ['policy', ErrorKeys.Required],
    ]);
  });
});
